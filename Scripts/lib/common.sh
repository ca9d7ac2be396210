# Shared by the Scripts: find the repo, install missing Debian packages once (quietly when none are missing).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Packages the viewer needs to build and run. libavif-dev, libheif-dev, libjxl-dev, libcurl4-openssl-dev,
# libmosquitto-dev (--mqtt) and
# FFmpeg's libavformat-dev, libavcodec-dev, libswscale-dev give headers (and pull in libavif15, libheif1,
# libjxl0.7, libcurl4, libavformat59...): those libraries are dlopen()ed on first use. libxml2-dev: Foundation's
# XML parser (WebDAV listings) links libxml2. libsmbclient-dev: smb:// shares (dlopen()ed too).
RUNTIME_PACKAGES=(pkg-config libxml2-dev libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libjpeg62-turbo-dev libpng-dev libwebp-dev libgif-dev libavif-dev libheif-dev libjxl-dev libraw-dev libfontconfig-dev libfribidi-dev liblcms2-dev zlib1g-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev libsqlite3-dev fonts-dejavu-core fonts-wqy-microhei fonts-lohit-deva iso-codes libcurl4-openssl-dev libmosquitto-dev libsmbclient-dev libdecor-0-plugin-1-cairo)
# Release builds link the Swift runtime and Foundation statically: about 25 ms faster to start and 7 MB
# smaller in memory than loading a hundred shared libraries.
RELEASE_FLAGS=(-c release --static-swift-stdlib)

# Packages the tests need on top: a private X server, Mesa's software GL for the accelerated renderer, cwebp
# to make the WebP test files, Python to give the X server a display colour profile, and the thumbnail cache's
# oracles: GLib's gio (file URIs), gdk-pixbuf-thumbnailer (a thumbnail made by another program) and Pillow (PNG
# text chunks), ffmpeg (ffprobe) for the demo reel, desktop-file-validate for the desktop entry, and weston
# (on its X11 backend, inside Xvfb) for native Wayland at scale 1 and 2, curl, chromium and chromium-driver for the
# HTTP remote and its phone page, exiftool, the oracle of the library index's dates and places, Mosquitto's
# broker and clients for --mqtt, and what builds and checks the Debian package (dpkg-dev, fakeroot, lintian,
# appstream's appstreamcli), gettext's msgfmt to check the translations, and Apache httpd's binary and modules
# (apache2-bin: no system service is installed or started) with media-types' /etc/mime.types, as a WebDAV server,
# rclone, over a local folder, and Samba's smbd (no system service is started: the tests run their own).
TEST_PACKAGES=(apache2-bin media-types rclone samba xvfb xauth libimage-exiftool-perl libgl1-mesa-dri webp libjxl-tools python3 python3-pil libglib2.0-bin libgdk-pixbuf2.0-bin ffmpeg desktop-file-utils weston curl chromium chromium-driver mosquitto mosquitto-clients openssl dpkg-dev fakeroot lintian appstream gettext)

# ensure_packages PKG...: installs the packages that are not installed yet; says nothing when none are missing.
ensure_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing ${missing[*]} ..." >&2
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  local attempt
  for attempt in 1 2; do
    if "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null 2>&1 &&
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
      return 0
    fi
    # A concurrent apt run can make dpkg fail once ("failed to read archive"); the same command then succeeds.
    [ "$attempt" -eq 1 ] && { echo "apt-get failed; retrying once ..." >&2; sleep 3; }
  done
  echo "Could not install ${missing[*]}" >&2
  return 1
}

# ensure_swift: the Swift toolchain is not a Debian package; say plainly where to get it.
ensure_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
      export PATH="/opt/swift/usr/bin:$PATH"
    else
      echo "Swift 6 is needed to build sdlphoto: install a toolchain from swift.org and put it on PATH." >&2
      exit 1
    fi
  fi
}
