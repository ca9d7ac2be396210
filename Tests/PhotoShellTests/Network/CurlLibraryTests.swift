import CCurl
import Testing

@testable import PhotoShell

/// libcurl loaded with dlopen: present on this machine, and the words of a library that is missing or is not
/// libcurl (the shim's loader run on other names; the process's own table is not touched).
@Suite struct CurlLibraryTests {
  /// Runs the shim's loader on `soname`: nil when it found every function, else its error text.
  static func open(_ soname: String) -> String? {
    var table = sdlphoto_curl_functions()
    var error = [CChar](repeating: 0, count: 512)
    guard sdlphoto_curl_open_library(soname, &table, &error, error.count) == 0 else { return nil }
    return String(cString: error)
  }

  @Test("libcurl.so.4 is loaded (libcurl4 is installed with the build packages)")
  func loads() {
    #expect(CurlLibrary.load() == nil)
    #expect(CurlLibrary.load() == nil)  // once; later calls give the same answer
  }

  @Test("a library that is not installed: dlerror's words, naming it")
  func missingLibrary() {
    let reason = Self.open("libsdlphoto-no-such-curl.so.4")
    #expect(reason?.contains("libsdlphoto-no-such-curl.so.4") == true)
    #expect(reason?.contains("No such file") == true)
  }

  @Test("a library without libcurl's functions: the first one missing is named")
  func notLibcurl() {
    let reason = Self.open("libc.so.6")
    #expect(reason?.contains("curl_global_init") == true)
  }

  @Test("the real soname passes the same loader")
  func realSoname() {
    #expect(Self.open("libcurl.so.4") == nil)
  }
}
