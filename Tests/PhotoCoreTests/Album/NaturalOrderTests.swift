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
    let names = ["IMG_10.jpg", "img_2.jpg", "IMG_1.jpg", "b.png", "a.png", "IMG_100.jpg", "photo 3.jpg", "photo 20.jpg"]
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

  @Test func isAStrictWeakOrderOnRandomNames() {
    var rng = SeededGenerator(seed: 42)
    let alphabet = Array("ab01 9Z_.")
    let names = (0..<300).map { _ in String((0..<Int.random(in: 0...6, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }) }
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

/// SplitMix64: a small seeded generator so randomised tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
