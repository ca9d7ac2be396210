#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PhotoLoadError {
  /// Why a photo's file could not be read, in the load error's categories: a file gone is `missing`; one that
  /// cannot be opened or read, or is not a regular file, is `unreadable` with the system's words ("not a
  /// regular file"); one over the size cap is `tooLarge` of unknown pixels (0 x 0).
  package init(_ failure: PhotoFile.Failure) {
    switch failure {
    case .system(let error) where error.code == ENOENT: self = .missing
    case .system(let error): self = .unreadable(reason: error.text)
    case .notARegularFile: self = .unreadable(reason: "not a regular file")
    case .tooLarge: self = .tooLarge(width: 0, height: 0)
    }
  }

  /// Why a source could not give a photo's bytes, in the load error's categories: nothing there is `missing`, a
  /// server's failure `network` in its words, one over the size cap `tooLarge` of unknown pixels.
  package init(_ failure: SourceFailure) {
    switch failure {
    case .notFound: self = .missing
    case .network(let reason), .refused(let reason): self = .network(reason: reason)
    case .tooLarge: self = .tooLarge(width: 0, height: 0)
    case .unreadable, .notARegularFile, .notAFolder, .cannotList: self = .unreadable(reason: failure.reason)
    }
  }
}
