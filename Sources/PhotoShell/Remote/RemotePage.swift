import PhotoCore

/// The phone remote's one page (`GET /`): self-contained (no file, font or script from elsewhere), it shows the
/// photo on screen small with its caption or name and "3 / 120" (over a clip, its time too: "3 / 120 · 0:05 /
/// 0:12"), and has previous, pause/resume, next and, over a clip, play/pause; it
/// asks the viewer's state every second. A viewer with a token asks for it once and keeps it in the browser. Its
/// words are the viewer's language's (`tr`), its direction too (the media buttons stay left to right, as players
/// keep them).
enum RemotePage {
  /// The page in the viewer's language.
  static var html: String {
    let words: [(String, String)] = [
      ("TITLE", tr("sdlphoto remote")), ("PREVIOUS", tr("Previous photo")),
      ("PAUSE", tr("Pause or resume the slideshow")), ("CLIP", tr("Play or pause the clip")),
      ("NEXT", tr("Next photo")), ("TOKEN", tr("Token")), ("USE", tr("Use")),
    ]
    let scripts: [(String, String)] = [
      ("WANTS_TOKEN", tr("This viewer wants its token.")), ("NO_PHOTOS", tr("No photos")),
      ("NO_ANSWER", tr("The viewer does not answer.")),
    ]
    let language = Translations.catalogue?.language ?? "en"
    var page = template.replacingOccurrences(of: "@@LANG@@", with: escaped(language))
    page = page.replacingOccurrences(of: "@@DIR@@", with: UILanguage.isRightToLeft(language) ? "rtl" : "ltr")
    for (name, text) in words { page = page.replacingOccurrences(of: "@@\(name)@@", with: escaped(text)) }
    // In the script, as JSON strings.
    for (name, text) in scripts { page = page.replacingOccurrences(of: "@@\(name)@@", with: QuotedString.quoted(text)) }
    return page
  }

  /// `text` for HTML text and attributes.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let template = #"""
    <!doctype html>
    <html lang="@@LANG@@" dir="@@DIR@@">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>@@TITLE@@</title>
    <style>
      :root { color-scheme: dark; }
      body { margin: 0; font: 17px system-ui, sans-serif; background: #111; color: #eee; display: flex;
        flex-direction: column; align-items: center; min-height: 100vh; }
      #photo { width: 100%; max-width: 640px; aspect-ratio: 3 / 2; display: flex; align-items: center;
        justify-content: center; background: #000; }
      #thumb { max-width: 100%; max-height: 100%; object-fit: contain; }
      #caption { margin: 12px 16px 4px; text-align: center; min-height: 1.3em; }
      #counter { color: #999; margin-bottom: 16px; }
      .buttons { display: flex; gap: 12px; direction: ltr; }
      button { font-size: 20px; min-width: 88px; min-height: 56px; border-radius: 12px; border: 0;
        background: #333; color: #eee; }
      button:active { background: #555; }
      #error { color: #f77; margin: 12px; min-height: 1.3em; text-align: center; }
      #token-form { display: none; margin: 16px; gap: 8px; }
      #token { font-size: 17px; padding: 8px; }
    </style>
    </head>
    <body>
    <div id="photo"><img id="thumb" alt=""></div>
    <div id="caption"></div>
    <div id="counter"></div>
    <div class="buttons">
      <button id="prev" aria-label="@@PREVIOUS@@">&#9664;</button>
      <button id="pause" aria-label="@@PAUSE@@">&#10073;&#10073;</button>
      <button id="clip" aria-label="@@CLIP@@" hidden>&#9654;</button>
      <button id="next" aria-label="@@NEXT@@">&#9654;</button>
    </div>
    <form id="token-form"><input id="token" type="password" placeholder="@@TOKEN@@" autocomplete="current-password">
      <button id="token-save" type="submit">@@USE@@</button></form>
    <div id="error"></div>
    <script>
    "use strict";
    let state = null, shownFile = null, thumbURL = null;
    const $ = (id) => document.getElementById(id);
    const token = () => localStorage.getItem("sdlphoto-token") || "";
    async function api(path, body) {
      const options = { headers: { "X-Sdlphoto-Token": token() }, cache: "no-store" };
      if (body !== undefined) { options.method = "POST"; options.body = body; }
      const response = await fetch(path, options);
      if (response.status === 401) { $("token-form").style.display = "flex"; throw new Error(@@WANTS_TOKEN@@); }
      $("token-form").style.display = "none";
      return response;
    }
    function show(s) {
      state = s;
      $("caption").textContent = s.caption || s.name || "";
      const clock = (seconds) => Math.floor(seconds / 60) + ":" + String(Math.floor(seconds % 60)).padStart(2, "0");
      const clip = s.media === "clip" && s.duration !== undefined ? " \u00B7 " + clock(s.position || 0) + " / " + clock(s.duration) : "";
      $("counter").textContent = s.count > 0 ? (s.page + 1) + " / " + s.count + clip : @@NO_PHOTOS@@;
      $("clip").hidden = s.media !== "clip";
      $("clip").textContent = s.playing ? "\u275A\u275A" : "\u25B6";
      $("pause").textContent = s.paused === false ? "\u275A\u275A" : "\u25B6\u25B6";
      $("pause").disabled = s.slideshow === null;
      if (s.file !== shownFile) { shownFile = s.file; loadThumb(); }
    }
    async function loadThumb() {
      try {
        const response = await api("/api/thumbnail");
        if (!response.ok) { $("thumb").removeAttribute("src"); return; }
        const url = URL.createObjectURL(await response.blob());
        $("thumb").src = url;
        if (thumbURL) URL.revokeObjectURL(thumbURL);
        thumbURL = url;
      } catch (e) { $("error").textContent = e.message; }
    }
    async function refresh() {
      try {
        show(await (await api("/api/status")).json());
        $("error").textContent = "";
      } catch (e) { $("error").textContent = e.message || @@NO_ANSWER@@; }
    }
    async function send(command) {
      try {
        const answer = await (await api("/api/command", command)).json();
        $("error").textContent = answer.error || "";
      } catch (e) { $("error").textContent = e.message; }
      refresh();
    }
    $("prev").onclick = () => send("prev");
    $("next").onclick = () => send("next");
    $("pause").onclick = () => send(state && state.paused === false ? "pause" : "resume");
    $("clip").onclick = () => send(state && state.playing ? "clip pause" : "clip play");
    $("token-form").onsubmit = (event) => {
      event.preventDefault();
      localStorage.setItem("sdlphoto-token", $("token").value);
      refresh();
    };
    refresh();
    setInterval(refresh, 1000);
    </script>
    </body>
    </html>
    """#
}
