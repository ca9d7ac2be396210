import CLoader
import Foundation
import Testing

/// The one loader (`CLoader`): a library the project builds itself, made here with the toolchain's clang,
/// opened by path and by its "libsdlphoto-" name beside the running binary; functions bound from the first
/// library that has them; a missing library or function named in the error, the libraries left closed.
@Suite struct LibraryLoaderTests {
  /// A shared library of the project's kind: `sdlphoto_probe_answer()` returns `answer`, built into `folder`
  /// as `name`; its path.
  static func build(
    _ name: String, answer: Int, in folder: String, function: String = "sdlphoto_probe_answer"
  )
    throws -> String
  {
    let source = folder + "/\(name).c"
    try "int \(function)(void) { return \(answer); }\n".write(toFile: source, atomically: true, encoding: .utf8)
    let path = folder + "/" + name
    let clang = Process()
    clang.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    clang.arguments = ["clang", "-shared", "-fPIC", "-o", path, source]
    try clang.run()
    clang.waitUntilExit()
    #expect(clang.terminationStatus == 0, "clang built \(name)")
    return path
  }

  static func folder() throws -> String {
    let folder = NSTemporaryDirectory() + "sdlphoto-loader-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Binds `names` from `sonames`: the functions' addresses, or the error text.
  static func bind(_ sonames: [String], _ names: [String]) -> Result<[UnsafeMutableRawPointer?], LoaderError> {
    var slots = [UnsafeMutableRawPointer?](repeating: nil, count: names.count)
    var error = [CChar](repeating: 0, count: 512)
    let sonameStrings = sonames.map { strdup($0) }
    let nameStrings = names.map { strdup($0) }
    defer { (sonameStrings + nameStrings).forEach { free($0) } }
    let sonamePointers = sonameStrings.map { UnsafePointer($0) }
    let namePointers = nameStrings.map { UnsafePointer($0) }
    let bound = sonamePointers.withUnsafeBufferPointer { s in
      namePointers.withUnsafeBufferPointer { n in
        sdlphoto_library_bind(s.baseAddress, Int32(sonames.count), n.baseAddress, &slots, names.count, &error, 512)
      }
    }
    return bound == 1 ? .success(slots) : .failure(LoaderError(text: String(cString: error)))
  }

  struct LoaderError: Error { var text: String }

  typealias Answer = @convention(c) () -> Int32

  @Test func aLibraryOfOursIsBoundByPathAndItsFunctionsCalled() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Self.build("libsdlphoto-probe.so", answer: 42, in: folder)
    let slots = try Self.bind([path], ["sdlphoto_probe_answer"]).get()
    let answer = unsafeBitCast(try #require(slots[0]), to: Answer.self)
    #expect(answer() == 42)
  }

  @Test func eachFunctionComesFromTheFirstLibraryThatHasIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let other = try Self.build("libsdlphoto-other.so", answer: 1, in: folder, function: "sdlphoto_probe_other")
    let probe = try Self.build("libsdlphoto-probe.so", answer: 7, in: folder)
    let slots = try Self.bind([other, probe], ["sdlphoto_probe_other", "sdlphoto_probe_answer"]).get()
    #expect(unsafeBitCast(slots[0]!, to: Answer.self)() == 1)
    #expect(unsafeBitCast(slots[1]!, to: Answer.self)() == 7)
  }

  @Test func aMissingLibraryOrFunctionIsNamed() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let probe = try Self.build("libsdlphoto-probe.so", answer: 7, in: folder)
    #expect(throws: LoaderError.self) { try Self.bind(["libsdlphoto-no-such-library.so"], ["f"]).get() }
    if case .failure(let error) = Self.bind(["libsdlphoto-no-such-library.so"], ["f"]) {
      #expect(error.text.contains("libsdlphoto-no-such-library.so"))
    }
    if case .failure(let error) = Self.bind([probe], ["sdlphoto_probe_answer", "sdlphoto_probe_missing"]) {
      #expect(error.text.contains("has no sdlphoto_probe_missing"))
    } else {
      Issue.record("a missing function bound")
    }
  }

  /// "libsdlphoto-NAME.so" is looked for beside the running binary (then in ../lib/sdlphoto/), before the
  /// system's search path, which does not have it.
  @Test func aLibraryOfOursIsFoundBesideTheBinary() throws {
    var folder = [CChar](repeating: 0, count: Int(PATH_MAX))
    #expect(sdlphoto_binary_folder(&folder, folder.count) == 1)
    let binaryFolder = String(cString: folder)
    let name = "libsdlphoto-probe-\(UUID().uuidString.prefix(8)).so"
    let scratch = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let built = try Self.build(name, answer: 5, in: scratch)
    let beside = binaryFolder + "/" + name
    try FileManager.default.copyItem(atPath: built, toPath: beside)
    defer { try? FileManager.default.removeItem(atPath: beside) }
    let slots = try Self.bind([name], ["sdlphoto_probe_answer"]).get()
    #expect(unsafeBitCast(slots[0]!, to: Answer.self)() == 5)
  }
}
