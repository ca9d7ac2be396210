/// The version `--version` prints (and the thumbnail cache's failure records are filed under).
public enum SDLPhotoVersion {
  /// "0.1.0".
  public static let string = "0.1.0"
}
