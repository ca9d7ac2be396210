/// A local file open for reading byte ranges through its source: a `PhotoFile`, closed with the reader.
final class LocalFileReader: SourceReader {
  private let file: PhotoFile

  init(_ file: consuming PhotoFile) { self.file = file }

  var size: Int { file.size }
  var stamp: FileStamp? { file.stamp }

  func bytes(at offset: Int, count: Int) throws(SourceFailure) -> [UInt8] {
    do throws(PhotoFile.Failure) {
      return try file.bytes(at: offset, count: count)
    } catch {
      throw SourceFailure(error)
    }
  }

  func head(_ count: Int) throws(SourceFailure) -> [UInt8] {
    do throws(PhotoFile.Failure) {
      return try file.head(count)
    } catch {
      throw SourceFailure(error)
    }
  }

  func contents(limit: Int) throws(SourceFailure) -> [UInt8] {
    do throws(PhotoFile.Failure) {
      return try file.contents(limit: limit)
    } catch {
      throw SourceFailure(error)
    }
  }
}
