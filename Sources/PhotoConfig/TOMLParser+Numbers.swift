/// Numbers and dates, times and date-times.
extension TOMLParser {
  mutating func numberOrDate() throws -> TOMLValue {
    var token = ""
    // A date-time may hold one space between its date and time ("1979-05-27 07:32:00").
    while let c = peek {
      if c == " ", Self.isDate(token), let next = peek(1), next >= "0" && next <= "9" {
        token.unicodeScalars.append("T")
        advance()
        continue
      }
      guard Self.isBare(c) || c == "." || c == "+" || c == ":" else { break }
      token.unicodeScalars.append(c)
      advance()
    }
    guard !token.isEmpty else {
      throw fail("'\(peek.map(Self.shown) ?? "")' cannot start a value (a string is quoted: \"…\")")
    }
    if let number = Self.number(token) { return number }
    if Self.isDateTime(token) { return .dateTime(token) }
    throw fail("'\(String(token.prefix(40)))' is not a value (a string is quoted: \"…\")")
  }

  static func number(_ token: String) -> TOMLValue? {
    switch token {
    case "inf", "+inf": return .float(.infinity)
    case "-inf": return .float(-.infinity)
    case "nan", "+nan", "-nan": return .float(.nan)
    default: break
    }
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where token.hasPrefix(prefix) {
      let digits = String(token.dropFirst(2))
      guard Self.underscoresOK(digits), let value = Int(digits.replacingOccurrences(of: "_", with: ""), radix: radix)
      else { return nil }
      return .integer(value)
    }
    var body = Substring(token)
    if body.first == "+" || body.first == "-" { body = body.dropFirst() }
    guard let first = body.first, first.isASCII, first.isNumber, Self.underscoresOK(String(body)) else { return nil }
    let plain = token.replacingOccurrences(of: "_", with: "")
    let unsigned = plain.drop { $0 == "+" || $0 == "-" }
    // No leading zeros ("007"), as TOML says.
    let integerPart = unsigned.prefix { $0.isNumber }
    if integerPart.count > 1 && integerPart.first == "0" { return nil }
    if plain.allSatisfy({ $0.isNumber || $0 == "+" || $0 == "-" }) {
      return Int(plain).map(TOMLValue.integer)
    }
    // A float: digits, then a fraction of digits and/or an exponent.
    let pattern = unsigned.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
    let mantissa = pattern[0].split(separator: ".", omittingEmptySubsequences: false)
    guard mantissa.count <= 2, mantissa.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      // Exponent in capitals.
      if unsigned.contains("E") { return number(token.replacingOccurrences(of: "E", with: "e")) }
      return nil
    }
    if pattern.count == 2 {
      var exponent = pattern[1]
      if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
      guard !exponent.isEmpty, exponent.allSatisfy(\.isNumber) else { return nil }
    } else if mantissa.count == 1 {
      return nil
    }
    return Double(plain).map(TOMLValue.float)
  }

  /// Underscores only between digits.
  static func underscoresOK(_ digits: String) -> Bool {
    let chars = Array(digits)
    for (i, c) in chars.enumerated() where c == "_" {
      guard i > 0, i < chars.count - 1, chars[i - 1].isHexDigit, chars[i + 1].isHexDigit else { return false }
    }
    return true
  }

  /// `YYYY-MM-DD`.
  static func isDate(_ token: String) -> Bool {
    let parts = token.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
      && (1...12).contains(Int(parts[1]) ?? 0) && (1...31).contains(Int(parts[2]) ?? 0)
  }

  /// `HH:MM:SS[.frac]`.
  static func isTime(_ token: Substring) -> Bool {
    let parts = token.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 2, parts[1].count == 2 else { return false }
    let seconds = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard seconds[0].count == 2, seconds.count == 1 || !seconds[1].isEmpty else { return false }
    let digits = [parts[0], parts[1]] + seconds
    guard digits.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return false }
    return (Int(parts[0]) ?? 99) < 24 && (Int(parts[1]) ?? 99) < 60 && (Int(seconds[0]) ?? 99) <= 60
  }

  /// A date, a time, or a date-time with an optional offset (`Z`, `+HH:MM`).
  static func isDateTime(_ token: String) -> Bool {
    if isDate(token) || isTime(Substring(token)) { return true }
    let upper = token.uppercased()
    guard let t = upper.firstIndex(of: "T"), isDate(String(upper[..<t])) else { return false }
    var time = upper[upper.index(after: t)...]
    if time.hasSuffix("Z") {
      time = time.dropLast()
    } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let offset = time[time.index(after: sign)...].split(separator: ":", omittingEmptySubsequences: false)
      guard offset.count == 2, offset.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }) else { return false }
      time = time[..<sign]
    }
    return isTime(time)
  }
}
