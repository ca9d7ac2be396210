/// A markdown table for the terminal: columns padded to their widest cell, printed in one go.
struct MarkdownTable {
  /// The header row.
  var columns: [String]
  /// The body, one array of cells per row (as many as `columns`).
  var rows: [[String]] = []

  /// Adds a row.
  mutating func add(_ cells: [String]) { rows.append(cells) }

  /// Prints the header, the separator and every row.
  func print() {
    let widths = columns.indices.map { column in
      ([columns] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      "| " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ")
        + " |"
    }
    Swift.print(line(columns))
    Swift.print(line(widths.map { String(repeating: "-", count: max(3, $0)) }))
    for row in rows { Swift.print(line(row)) }
  }
}
