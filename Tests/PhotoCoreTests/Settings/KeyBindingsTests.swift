import Testing

@testable import PhotoCore

/// Key bindings: the defaults, `[keys]` over them, a place's table over that, `none`, Shift's fallback.
@Suite struct KeyBindingsTests {
  static func known(_ name: String) -> Bool { name != "Hyperspace" }

  @Test func theDefaultsAreTheViewersKeys() {
    let keys = KeyBindings()
    #expect(keys.target(key: "Right", modifiers: [], in: .pager) == .action(.right))
    #expect(keys.target(key: "PageDown", modifiers: [], in: .grid) == .action(.next))
    #expect(keys.target(key: "R", modifiers: [.shift], in: .pager) == .action(.rotateBack))
    #expect(keys.target(key: "=", modifiers: [.shift], in: .pager) == .action(.zoomIn))
    #expect(keys.target(key: "Left", modifiers: [.alt], in: .pager) == .action(.back))
    #expect(keys.target(key: "C", modifiers: [.control], in: .pager) == .action(.copyPath))
    // Shift with a key nothing binds with it falls back to the key alone; Ctrl does not.
    #expect(keys.target(key: "Right", modifiers: [.shift], in: .pager) == .action(.right))
    #expect(keys.target(key: "Right", modifiers: [.control], in: .pager) == nil)
    #expect(keys.target(key: "C", modifiers: [], in: .pager) == nil)
    // Every action but `none` has a default key.
    let bound = Set(KeyAction.defaultKeys.map(\.0))
    #expect(bound == Set(KeyAction.allCases).subtracting([.none]))
  }

  @Test func aPlacesTableWinsOverEverywhereWhichWinsOverTheDefaults() {
    var keys = KeyBindings()
    let problems = keys.add(
      [
        .init(context: nil, target: "next", keys: ["n", "Right"], line: 2),
        .init(context: .slideshow, target: "pause", keys: ["Space"], line: 4),
        .init(context: .pager, target: "none", keys: ["Right"], line: 6),
        .init(context: nil, target: "gimp %f", isCommand: true, keys: ["Ctrl+E"], line: 8),
      ], isKnownKey: Self.known)
    #expect(problems.isEmpty)
    #expect(keys.target(key: "N", modifiers: [], in: .grid) == .action(.next))
    #expect(keys.target(key: "Right", modifiers: [], in: .grid) == .action(.next))
    #expect(keys.target(key: "Right", modifiers: [], in: .pager) == nil)
    #expect(keys.target(key: "Space", modifiers: [], in: .slideshow) == .action(.pause))
    #expect(keys.target(key: "Space", modifiers: [], in: .pager) == .action(.next))
    #expect(keys.target(key: "E", modifiers: [.control], in: .pager) == .run("gimp %f"))
    // The table for everywhere shows the defaults with the changes; a place's only its own.
    let everywhere = keys.table(for: nil)
    #expect(everywhere.first { $0.target == .action(.next) }?.keys == ["Page Down", "Space", "Right", "N"])
    #expect(!everywhere.contains { $0.target == .action(.right) })
    #expect(everywhere.last?.target == .run("gimp %f") && everywhere.last?.keys == ["Ctrl+E"])
    #expect(keys.table(for: .pager).map(\.keys) == [["Right"]])
    #expect(keys.table(for: .grid).isEmpty)
    // The commands a key runs in the pager, for its "more" menu: each once, with its first key.
    #expect(keys.commands(in: .pager).map(\.command) == ["gimp %f"] && keys.commands(in: .pager)[0].key == "Ctrl+E")
    #expect(KeyBindings().commands(in: .pager).isEmpty)
  }

  @Test func unknownActionsKeysAndEmptyCommandsAreProblemsAndLeftOut() {
    var keys = KeyBindings()
    let problems = keys.add(
      [
        .init(context: nil, target: "frobnicate", keys: ["x"], line: 3),
        .init(context: .grid, target: "next", keys: ["Hyperspace", "Ctrl+", "j"], line: 5),
        .init(context: nil, target: "  ", isCommand: true, keys: ["F5"], line: 7),
      ], isKnownKey: Self.known)
    #expect(problems.map(\.line) == [3, 5, 5, 7])
    #expect(problems.map(\.key) == ["keys.frobnicate", "keys.grid.next", "keys.grid.next", "commands.\"F5\""])
    #expect(problems[0].message.hasPrefix("no action is called 'frobnicate' (actions: next, previous,"))
    #expect(problems[1].message.hasPrefix("'Hyperspace' is not a key"))
    // What was well formed still binds.
    #expect(keys.target(key: "J", modifiers: [], in: .grid) == .action(.next))
    #expect(keys.target(key: "F5", modifiers: [], in: .pager) == nil)
  }

  /// The keys that do an action (for the controls' tooltips): the defaults, and a key a config binds to it; a
  /// default key taken for something else no longer counts.
  @Test func theKeysOfAnActionFollowTheConfig() {
    var keys = KeyBindings()
    #expect(keys.keys(for: .mark, in: .pager) == ["M"])
    #expect(keys.keys(for: .copyPath, in: .pager) == ["Ctrl+C"])
    _ = keys.add(
      [
        .init(context: nil, target: "mark", keys: ["x"], line: 1),
        .init(context: nil, target: "quit", keys: ["M"], line: 2),
      ],
      isKnownKey: Self.known)
    #expect(keys.keys(for: .mark, in: .pager) == ["X"])
    #expect(keys.keys(for: .quit, in: .pager).contains("M"))
  }
}
