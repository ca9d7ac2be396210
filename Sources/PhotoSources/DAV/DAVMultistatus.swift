import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One resource a WebDAV server described in a `207 Multi-Status` answer to `PROPFIND` (RFC 4918, section
/// 9.1), with the properties the viewer asks for (`DAVMultistatus.propfindBody`) that the server had.
public struct DAVResource: Equatable, Sendable {
  /// Its path on the server, percent-decoded, segment by segment (`DAVMultistatus.path(ofHref:)`).
  public var segments: [String]
  /// Whether it is a collection (a folder).
  public var isCollection = false
  /// `getcontentlength`, bytes.
  public var size: Int64?
  /// `getlastmodified`, seconds since 1970 UTC.
  public var modified: Int?
  /// `getetag`, as the server wrote it (quotes and a weak `W/` kept).
  public var etag: String?
  /// `getcontenttype`, lowercased, parameters dropped (`image/jpeg`).
  public var contentType: String?
  /// Nextcloud's and ownCloud's `oc:fileid`: the file's number on the server, kept through renames and moves.
  public var fileID: String?
  /// Nextcloud's `nc:has-preview`: whether the server makes previews of it (`NextcloudPreview`).
  public var hasPreview = false
  /// The photo's stored size in pixels (before its orientation), as Nextcloud's metadata gives it
  /// (`nc:metadata-photos-size` since 28, `nc:file-metadata-size` before).
  public var pixelWidth: Int?
  public var pixelHeight: Int?

  /// A resource at `segments` with no properties yet.
  public init(segments: [String]) { self.segments = segments }
}

/// Reads a `207 Multi-Status` body, streamed from a file: the resources it names, each with the properties of
/// its `200` property set (a `404` set lists what the server does not have). Elements are matched by namespace
/// and local name, so any prefix a server uses reads the same; anything else in the body is skipped. An href
/// that decodes to a name holding `/`, a control character, or that is `.` or `..` is refused: the resource is
/// counted in `refused` and left out.
public final class DAVMultistatus: NSObject, XMLParserDelegate {
  /// The resources read, in the body's order.
  public private(set) var resources: [DAVResource] = []
  /// Resources left out for a name no folder may hold.
  public private(set) var refused = 0

  private var current: DAVResource?
  private var refusedCurrent = false
  private var hasHref = false
  private var found = DAVResource(segments: [])
  private var text = ""
  private var collecting = false
  private var inPixelSize = false

  /// What the viewer asks each resource for: its type, size, time, ETag and content type, and Nextcloud's file
  /// id, whether it has previews and its pixel size (a server without them answers those properties `404`,
  /// which is no error).
  public static let propfindBody = Array(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns">
    <d:prop><d:resourcetype/><d:getcontentlength/><d:getlastmodified/><d:getetag/><d:getcontenttype/><oc:fileid/>
    <nc:has-preview/><nc:metadata-photos-size/><nc:file-metadata-size/></d:prop>
    </d:propfind>
    """.utf8)

  /// The resources of the multistatus body at `path`, or why it cannot be read (the body is no XML, or no
  /// multistatus).
  public static func read(contentsOf path: String) throws(SourceFailure) -> DAVMultistatus {
    guard let stream = InputStream(fileAtPath: path) else { throw .unreadable(reason: "the listing was not saved") }
    let parser = XMLParser(stream: stream)
    let reader = DAVMultistatus()
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    guard parser.parse() else {
      let line = parser.lineNumber
      throw .network(reason: "the server's listing is not valid XML (line \(line))")
    }
    return reader
  }

  /// The segments of `href` (an absolute path, or a URL whose path is taken), each percent-decoded; nil when
  /// one decodes to a name no folder may hold.
  public static func path(ofHref href: String) -> [String]? {
    var rest = Substring(href.trimmingCharacters(in: .whitespacesAndNewlines))
    if let scheme = rest.range(of: "://") {
      let afterHost = rest[scheme.upperBound...]
      rest = afterHost.firstIndex(of: "/").map { afterHost[$0...] } ?? ""
    }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    var segments: [String] = []
    for part in rest.split(separator: "/") {
      let bytes = DAVLocation.percentDecodedBytes(part)
      if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "/") }) { return nil }
      let name = PathText.name(fromBytes: bytes)
      if name == "." || name == ".." { return nil }
      segments.append(name)
    }
    return segments
  }

  // MARK: XMLParserDelegate

  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let name = Self.key(elementName, namespaceURI)
    switch name {
    case "DAV:response":
      current = DAVResource(segments: [])
      (refusedCurrent, hasHref) = (false, false)
    case "DAV:propstat": found = DAVResource(segments: [])
    case "DAV:collection": found.isCollection = true
    case Self.photosSize, Self.fileMetadataSize: inPixelSize = true
    default: break
    }
    collecting = Self.textElements.contains(name) || (inPixelSize && Self.pixelSizeParts.contains(elementName))
    text = ""
  }

  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    if collecting { text += string }
  }

  public func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    collecting = false
    switch Self.key(elementName, namespaceURI) {
    case "DAV:href" where current != nil && !hasHref:
      hasHref = true
      if let segments = Self.path(ofHref: value) { current?.segments = segments } else { refusedCurrent = true }
    case "DAV:getcontentlength": found.size = Int64(value)
    case "DAV:getlastmodified": found.modified = HTTPDate.seconds(value)
    case "DAV:getetag": found.etag = value.isEmpty ? nil : value
    case "DAV:getcontenttype":
      found.contentType = value.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    case "http://owncloud.org/ns:fileid": found.fileID = value.isEmpty ? nil : value
    case "http://nextcloud.org/ns:has-preview": found.hasPreview = value == "true" || value == "1"
    case Self.photosSize, Self.fileMetadataSize:
      inPixelSize = false
      // Before Nextcloud 28 the size was JSON text, `{"width":4032,"height":3024}`.
      if found.pixelWidth == nil, let json = Self.pixelSize(json: value) {
        (found.pixelWidth, found.pixelHeight) = (json.width, json.height)
      }
    case _ where inPixelSize && elementName == "width": found.pixelWidth = Int(value).flatMap { $0 > 0 ? $0 : nil }
    case _ where inPixelSize && elementName == "height": found.pixelHeight = Int(value).flatMap { $0 > 0 ? $0 : nil }
    case "DAV:status" where current != nil: if Self.isOK(value) { merge(found) }
    case "DAV:propstat": found = DAVResource(segments: [])
    case "DAV:response":
      if let resource = current {
        if refusedCurrent { refused += 1 } else if hasHref { resources.append(resource) }
      }
      current = nil
    default: break
    }
  }

  /// A property set's values that came with a `200`, onto the resource being read.
  private func merge(_ set: DAVResource) {
    guard var resource = current else { return }
    resource.isCollection = resource.isCollection || set.isCollection
    resource.size = set.size ?? resource.size
    resource.modified = set.modified ?? resource.modified
    resource.etag = set.etag ?? resource.etag
    resource.contentType = set.contentType ?? resource.contentType
    resource.fileID = set.fileID ?? resource.fileID
    resource.hasPreview = resource.hasPreview || set.hasPreview
    if let width = set.pixelWidth, let height = set.pixelHeight {
      (resource.pixelWidth, resource.pixelHeight) = (width, height)
    }
    current = resource
  }

  /// Nextcloud's pixel size properties, and the parts of one (in whatever namespace the server writes them).
  private static let photosSize = "http://nextcloud.org/ns:metadata-photos-size"
  private static let fileMetadataSize = "http://nextcloud.org/ns:file-metadata-size"
  private static let pixelSizeParts: Set<String> = ["width", "height"]

  /// A pixel size written as JSON, `{"width":4032,"height":3024}`; nil when it is not one.
  static func pixelSize(json: String) -> (width: Int, height: Int)? {
    guard json.hasPrefix("{"),
      let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let width = object["width"] as? Int, let height = object["height"] as? Int, width > 0, height > 0
    else { return nil }
    return (width, height)
  }

  /// The elements whose text is read.
  private static let textElements: Set<String> = [
    "DAV:href", "DAV:getcontentlength", "DAV:getlastmodified", "DAV:getetag", "DAV:getcontenttype", "DAV:status",
    "http://owncloud.org/ns:fileid", "http://nextcloud.org/ns:has-preview", photosSize, fileMetadataSize,
  ]

  /// `NAMESPACE` and `LOCAL` run together (`DAV:href`, `http://owncloud.org/ns:fileid`: DAV's namespace ends
  /// in a colon), the name an element is matched by.
  private static func key(_ local: String, _ namespace: String?) -> String {
    let space = namespace ?? ""
    return space.hasSuffix(":") ? space + local : space + ":" + local
  }

  /// Whether a status line (`HTTP/1.1 200 OK`) says 2xx.
  private static func isOK(_ line: String) -> Bool {
    let parts = line.split(separator: " ")
    return parts.count >= 2 && parts[1].hasPrefix("2") && parts[1].count == 3
  }
}
