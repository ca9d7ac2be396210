import PhotoCore

/// Network photos: downloads and the disk cache. Every value with its unit and source (see `Tuning`).
extension Tuning {
  /// Network photos: downloading and the disk cache.
  public enum Network {
    /// A download gives up when no byte arrives for this long, seconds (also the connect timeout).
    /// Source: issue 5 ("timeouts give an error tile"); house choice, as browsers' ~20-30 s.
    public static let timeout: Double = 20
    /// A download is abandoned after this long in total even while bytes still trickle in, seconds.
    /// Source: house choice (512 MB at 1.2 Mbit/s).
    public static let maxTransferTime: Double = 3600
    /// A photo larger than this is not downloaded, bytes. Source: brief for issue 5.
    public static let maxDownloadBytes: Int64 = 512 << 20
    /// Redirects followed before giving up with "too many redirects". Source: brief for issue 5 (curl and
    /// browsers allow 20-50; a photo URL needs one or two).
    public static let maxRedirects = 10
    /// The disk cache's default size limit, bytes (`--source-cache-mb` sets another): about 200 photos of 5 MB,
    /// or 50,000 of a server's grid previews. Source: house choice.
    public static let defaultCacheBytes: Int64 = 1 << 30
    /// Downloads made without a usable disk cache go to a private temporary folder that keeps only this many
    /// most recent files (the loader decodes a file right after fetching it). Source: house choice (more than
    /// the decode workers and the photos preloaded around the current one).
    public static let scratchFilesKept = 8
    /// The remote manifests' own disk cache, bytes (a manifest is at most 16 MiB). Source: house choice.
    public static let manifestCacheBytes = 64 << 20
    /// A WebDAV folder's listing larger than this is refused, bytes: about 500,000 entries at the ~500 bytes
    /// each that Apache and Nextcloud write; it streams to a file and is read a piece at a time. Source: house
    /// choice (the sources issue's 100,000-entry listing, five times over).
    public static let maxListingBytes: Int64 = 256 << 20
    /// What every rclone command is given: never ask for a password (an encrypted config is an error, not a
    /// prompt nobody sees), connections given up after 20 s and a silent transfer after 60 s, one retry (a frame
    /// shows the tree last listed rather than waiting through rclone's default three). Source: house choice.
    public static let rcloneFlags = [
      "--ask-password=false", "--contimeout=20s", "--timeout=60s", "--retries=1", "--low-level-retries=2",
    ]
    /// The user `rclone serve http` asks for (with a random password). Source: house choice.
    public static let rcloneUser = "sdlphoto"
    /// How long a starting `rclone serve http` may take to take connections, seconds. Source: house choice
    /// (rclone starts in about 0.1 s here; a remote whose backend logs in first takes longer).
    public static let rcloneStartTimeout: Double = 15
    /// How much of an SMB file one read asks for, bytes: libsmbclient splits it into the server's own largest
    /// reads (SMB2's 64 KiB to 8 MiB), several in flight. House choice: 1 MiB keeps a photo to a few calls.
    public static let smbReadBytes = 1 << 20
    /// How much of a photo on a server is read by range for its grid cell's embedded thumbnail, a stand-in and
    /// its header, bytes: an EXIF segment is at most 64 KiB, and a phone's (a 512 x 384 thumbnail) with the
    /// segments before the frame's size fits; 39 ms at 20 Mbit/s, where a phone's photo takes a second or two.
    /// Source: house choice (the frame's size lies within the first 64 KiB in each of the 57 cameras' JPEGs of
    /// ianare/exif-samples).
    public static let headBytes = 96 << 10
    /// No head is asked of a server for this long after one could not be reached there, seconds: its photos are
    /// read whole (or from the cache) meanwhile, each waiting once. Source: house choice (a NAS waking, a link
    /// back).
    public static let headPause: Double = 30
  }
}
