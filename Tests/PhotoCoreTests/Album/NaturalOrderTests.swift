import Testing

@testable import PhotoCore

@Suite struct NaturalOrderTests {
  @Test func digitRunsCompareByValue() {
    #expect(NaturalOrder.areInIncreasingOrder("img2.jpg", "img10.jpg"))
    #expect(!NaturalOrder.areInIncreasingOrder("img10.jpg", "img2.jpg"))
    #expect(NaturalOrder.areInIncreasingOrder("img9", "img10"))
    #expect(NaturalOrder.areInIncreasingOrder("a1b2", "a1b10"))
  }

  @Test func sortsARealisticFolder() {
    let names = [
      "IMG_10.jpg", "img_2.jpg", "IMG_1.jpg", "b.png", "a.png", "IMG_100.jpg", "photo 3.jpg", "photo 20.jpg",
    ]
    #expect(
      names.sorted(by: NaturalOrder.areInIncreasingOrder) == [
        "a.png", "b.png", "IMG_1.jpg", "img_2.jpg", "IMG_10.jpg", "IMG_100.jpg", "photo 3.jpg", "photo 20.jpg",
      ])
  }

  @Test func leadingZerosTieBreakAndOrderIsTotal() {
    #expect(NaturalOrder.compare("1", "01") < 0)
    #expect(NaturalOrder.compare("01", "1") > 0)
    #expect(NaturalOrder.compare("007", "7") > 0)
    #expect(NaturalOrder.compare("x", "x") == 0)
    // Case-folded equal names still get a stable, total order.
    #expect(NaturalOrder.compare("A.jpg", "a.jpg") != 0)
    #expect(NaturalOrder.compare("A.jpg", "a.jpg") == -NaturalOrder.compare("a.jpg", "A.jpg"))
  }

  @Test func prefixesSortFirst() {
    #expect(NaturalOrder.areInIncreasingOrder("img", "img1"))
    #expect(NaturalOrder.areInIncreasingOrder("", "a"))
  }

  @Test func hugeNumbersDoNotOverflow() {
    let a = "shot-99999999999999999999999999.jpg"
    let b = "shot-100000000000000000000000000.jpg"
    #expect(NaturalOrder.areInIncreasingOrder(a, b))
  }

  @Test func keyedSortsAgreeWithTheComparisonAndAreStable() {
    var rng = SplitMix64(seed: 7)
    let alphabet = Array("aB01 9/_.")
    let names = (0..<400).map { _ in
      String((0..<Int.random(in: 0...8, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }
    #expect(NaturalOrder.sorted(names, byName: { $0 }) == names.sorted(by: NaturalOrder.areInIncreasingOrder))
    #expect(NaturalOrder.sorted(names, byPath: { $0 }) == names.sorted { NaturalOrder.comparePaths($0, $1) < 0 })
    // Equal keys keep their input order.
    let pairs = [("b", 1), ("a", 2), ("b", 3), ("a", 4)]
    #expect(NaturalOrder.sorted(pairs, byName: \.0).map(\.1) == [2, 4, 1, 3])
    #expect(NaturalOrder.sorted(pairs, byPath: \.0).map(\.1) == [2, 4, 1, 3])
  }

  @Test func isAStrictWeakOrderOnRandomNames() {
    var rng = SplitMix64(seed: 42)
    let alphabet = Array("ab01 9Z_.")
    let names = (0..<300).map { _ in
      String((0..<Int.random(in: 0...6, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }
    for a in names.prefix(60) {
      #expect(NaturalOrder.compare(a, a) == 0)
      for b in names.prefix(60) {
        #expect(NaturalOrder.compare(a, b) == -NaturalOrder.compare(b, a))
        for c in names.prefix(12) where NaturalOrder.compare(a, b) < 0 && NaturalOrder.compare(b, c) < 0 {
          #expect(NaturalOrder.compare(a, c) < 0)
        }
      }
    }
  }
}
