import Testing

@testable import PhotoCore

/// Folding pairs out of a listing in place: the rest keep their order.
@Suite struct ArrayRemoveOffsetsTests {
  @Test func theOthersStayInOrder() {
    var letters = Array("abcdefg")
    letters.remove(atOffsets: [0, 3, 6])
    #expect(String(letters) == "bcef")
    var none = Array("abc")
    none.remove(atOffsets: [])
    #expect(String(none) == "abc")
    var all = Array("abc")
    all.remove(atOffsets: [0, 1, 2])
    #expect(all.isEmpty)
  }
}
