import CCurl

/// libcurl (libcurl.so.4, Debian's libcurl4), loaded with dlopen on the first network photo (`CCurl`'s shim):
/// a viewer showing local files never maps it or the libraries it pulls in.
enum CurlLibrary {
  /// Loads and initialises libcurl the first time (any thread; the others wait): nil when it is ready, else
  /// why it cannot be used (dlerror's words, such as "libcurl.so.4: cannot open shared object file: No such
  /// file or directory"). Later calls give the first call's answer.
  static func load() -> String? {
    guard sdlphoto_curl_load() == 0 else { return nil }
    let reason = String(cString: sdlphoto_curl_load_error())
    return reason.isEmpty ? "libcurl.so.4 could not be loaded" : reason
  }
}
