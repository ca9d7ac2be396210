// The sources' types (`FileStamp`, `PathText`, `SourceSet`...) are part of the core's interface: every module
// that imports the core sees them.
@_exported import PhotoSources
