#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `main` of a fuzz target in a plain build (without `-D FUZZING`): replays files through the target's
/// `fuzzOne`, so the seed corpus and every saved finding run as regression inputs, and offers a seeded
/// random-mutation mode for machines without libFuzzer.
///
///     fuzz-NAME [--mutate COUNT] [--seconds N] [--seed N] [--max-len BYTES] PATH...
///
/// Each PATH is a file or a folder (its files, not recursive). `--seconds` mutates until that much time has
/// passed (or COUNT inputs ran, when also given). Prints how many inputs ran; exits 0 when
/// every invariant held. A broken invariant or a trap aborts; in `--mutate` mode the input that broke it is
/// first written to `$TMPDIR/fuzz-crash-<pid>` (by a signal handler), so it can be replayed and kept.
public enum FuzzReplay {
  /// Runs the command line in `arguments` (without the program name) and exits the process: it never
  /// returns. (It is typed `Void` so a target's `main.swift` can call it from a global `let`, the one kind of
  /// top-level line that also parses in the `-parse-as-library` libFuzzer build.)
  public static func main(
    name: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()), _ fuzzOne: ([UInt8]) -> Void
  ) {
    var mutations = 0
    var seconds = 0
    var seed: UInt64 = 1
    var maxLength = 8192
    var paths: [String] = []
    var rest = arguments[...]
    while let word = rest.popFirst() {
      switch word {
      case "--mutate": mutations = number(rest.popFirst(), name)
      case "--seconds": seconds = number(rest.popFirst(), name)
      case "--seed": seed = UInt64(number(rest.popFirst(), name))
      case "--max-len": maxLength = number(rest.popFirst(), name)
      case "--help", "-h": usage(name, status: 0)
      default: paths.append(word)
      }
    }
    if paths.isEmpty { usage(name) }
    var inputs: [[UInt8]] = []
    for path in paths { inputs += files(at: path).compactMap(read) }
    for input in inputs { fuzzOne(input) }
    var runs = inputs.count
    if seconds > 0 && mutations == 0 { mutations = Int.max }
    let deadline = now() + Double(seconds)
    var mutated = 0
    if mutations > 0 {
      CrashSaver.install(path: (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/fuzz-crash-\(getpid())")
      var mutator = FuzzMutator(seed: seed)
      let pool = inputs.isEmpty ? [[]] : inputs
      while mutated < mutations {
        if seconds > 0 && mutated % 256 == 0 && now() >= deadline { break }
        mutated += 1
        let input = mutator.mutate(
          pool[mutator.below(pool.count)], splicing: pool[mutator.below(pool.count)], maxLength: maxLength)
        CrashSaver.remember(input)
        fuzzOne(input)
      }
      runs += mutated
    }
    print(
      "fuzz-\(name): \(runs) inputs ran (\(inputs.count) from files, \(mutated) mutated, seed \(seed));"
        + " every invariant held")
    exit(0)
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func number(_ word: String?, _ name: String) -> Int {
    guard let word, let value = Int(word), value >= 0 else { usage(name) }
    return value
  }

  private static func usage(_ name: String, status: Int32 = 64) -> Never {
    FuzzCheck.printError(
      "usage: fuzz-\(name) [--mutate COUNT] [--seconds N] [--seed N] [--max-len BYTES] FILE_OR_FOLDER...")
    exit(status)
  }

  /// `path` itself, or the regular files directly inside it (sorted, hidden ones skipped).
  private static func files(at path: String) -> [String] {
    guard let dir = opendir(path) else { return [path] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(path + "/" + name) }
    }
    return names.sorted()
  }

  private static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else {
      FuzzCheck.printError("fuzz: cannot read \(path)")
      exit(66)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&chunk, 1, chunk.count, file)
      if n == 0 { break }
      bytes += chunk.prefix(n)
    }
    return bytes
  }
}
