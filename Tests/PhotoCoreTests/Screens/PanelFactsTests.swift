import Testing

@testable import PhotoCore

/// The info panel's file facts as a value of their own, without a pager: asked once per photo, known once read,
/// asked again after the photo was forgotten.
@Suite struct PanelFactsTests {
  @Test func aPhotosFileIsAskedForOnceAndAgainOnceForgotten() {
    var facts = PanelFacts()
    let photo = PhotoID(location: "/a/b.jpg")
    let other = PhotoID(location: "/a/c.jpg")
    let first = facts.ask(photo)
    let again = facts.ask(photo)
    #expect(first && !again, "one read a photo")
    #expect(facts.facts(of: photo) == nil)
    facts.know(photo, PhotoInfo.FileFacts(fileBytes: 1000))
    #expect(facts.facts(of: photo)?.fileBytes == 1000 && facts.facts(of: other) == nil)
    facts.forget([photo])
    #expect(facts.facts(of: photo) == nil)
    let afterForgetting = facts.ask(photo)
    #expect(afterForgetting, "a replaced photo's file is read again")
  }
}
