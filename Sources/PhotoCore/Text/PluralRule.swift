/// A gettext catalogue's plural rule (its header's `Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : …;`):
/// the C expression that picks, for a count `n`, which of a message's translations to show. Parsed once by
/// recursive descent (`?:`, `||`, `&&`, comparisons, `+ - * / %`, `!`, parentheses, `n` and whole numbers, with C's
/// precedence); evaluated for each count. A rule that does not parse is nil: the catalogue falls back to English's
/// `n != 1`.
public struct PluralRule: Sendable, Equatable {
  /// How many forms a message has.
  public let count: Int
  private let root: Node

  indirect enum Node: Sendable, Equatable {
    case n
    case number(Int)
    case not(Node)
    case binary(String, Node, Node)
    case choice(Node, Node, Node)
  }

  /// English's and most Germanic and Romance languages': one, other.
  public static let english = PluralRule(count: 2, root: .binary("!=", .n, .number(1)))

  private init(count: Int, root: Node) {
    self.count = count
    self.root = root
  }

  /// The rule of a `Plural-Forms` value (`nplurals=2; plural=(n != 1);`); nil when it is not one.
  public init?(header value: String) {
    var count: Int?
    var expression: String?
    for part in value.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pair.count == 2 else { continue }
      if pair[0] == "nplurals" { count = Int(pair[1]) }
      if pair[0] == "plural" { expression = pair[1] }
    }
    guard let count, count >= 1, count <= 6, let expression else { return nil }
    var parser = Parser(Array(expression.utf8))
    guard let root = parser.parse() else { return nil }
    self.init(count: count, root: root)
  }

  /// The form for `n`, from 0 to `count - 1`.
  public func form(for n: Int) -> Int {
    let value = Self.evaluate(root, n: n.magnitude > UInt(Int.max) ? Int.max : abs(n))
    return min(max(value, 0), count - 1)
  }

  private static func evaluate(_ node: Node, n: Int) -> Int {
    switch node {
    case .n: return n
    case .number(let value): return value
    case .not(let inner): return evaluate(inner, n: n) == 0 ? 1 : 0
    case .choice(let test, let yes, let no): return evaluate(test, n: n) != 0 ? evaluate(yes, n: n) : evaluate(no, n: n)
    case .binary(let op, let left, let right):
      let a = evaluate(left, n: n)
      // `&&` and `||` short-circuit, as C's do.
      if op == "&&" { return a != 0 && evaluate(right, n: n) != 0 ? 1 : 0 }
      if op == "||" { return a != 0 || evaluate(right, n: n) != 0 ? 1 : 0 }
      return apply(op, a, evaluate(right, n: n))
    }
  }

  private static func apply(_ op: String, _ a: Int, _ b: Int) -> Int {
    switch op {
    case "==": return a == b ? 1 : 0
    case "!=": return a != b ? 1 : 0
    case "<": return a < b ? 1 : 0
    case ">": return a > b ? 1 : 0
    case "<=": return a <= b ? 1 : 0
    case ">=": return a >= b ? 1 : 0
    case "+": return a &+ b
    case "-": return a &- b
    case "*": return a &* b
    case "/": return b == 0 ? 0 : a / b
    case "%": return b == 0 ? 0 : a % b
    default: return 0
    }
  }

  /// Recursive descent over the expression's bytes, lowest precedence first.
  struct Parser {
    private let bytes: [UInt8]
    private var at = 0
    /// Binary operators by precedence level, lowest first (C's order).
    private static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
    ]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The whole expression, or nil when it is not one (or has more after it).
    mutating func parse() -> Node? {
      guard let node = choice() else { return nil }
      skipSpaces()
      return at == bytes.count ? node : nil
    }

    private mutating func choice() -> Node? {
      guard let test = binary(level: 0) else { return nil }
      guard take("?") else { return test }
      guard let yes = choice(), take(":"), let no = choice() else { return nil }
      return .choice(test, yes, no)
    }

    private mutating func binary(level: Int) -> Node? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level: level + 1) else { return nil }
      while let op = Self.levels[level].first(where: { take($0) }) {
        guard let right = binary(level: level + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    private mutating func unary() -> Node? {
      if take("!") { return unary().map { .not($0) } }
      if take("(") {
        guard let inner = choice(), take(")") else { return nil }
        return inner
      }
      if take("n") { return .n }
      skipSpaces()
      var value = 0
      let start = at
      while at < bytes.count, (48...57).contains(bytes[at]), value < 1_000_000_000 {
        value = value * 10 + Int(bytes[at] - 48)
        at += 1
      }
      return at > start ? .number(value) : nil
    }

    /// Takes `token` when it comes next (after spaces); `!` is not taken where it begins `!=`, nor `<` or `>`
    /// where they begin `<=` or `>=`, nor `&`/`|` alone.
    private mutating func take(_ token: String) -> Bool {
      skipSpaces()
      let token = Array(token.utf8)
      guard at + token.count <= bytes.count, Array(bytes[at..<at + token.count]) == token else { return false }
      if token.count == 1, at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "="), "!<>".utf8.contains(token[0]) {
        return false
      }
      at += token.count
      return true
    }

    private mutating func skipSpaces() {
      while at < bytes.count, bytes[at] == 32 || bytes[at] == 9 || bytes[at] == 10 { at += 1 }
    }
  }
}
