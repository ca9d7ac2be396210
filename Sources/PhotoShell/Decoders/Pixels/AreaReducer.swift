import CSDL2

/// Shrinks an image that arrives one row at a time into an ARGB8888 surface by area averaging (a box filter
/// with fractional edges): every output pixel is the mean of the source pixels it covers, each weighted by
/// the part of it that falls inside. Holds one source-wide row of running sums, so a decoder can stream rows
/// through it without ever holding the full-size image.
///
/// Source rows are summed into that row (a loop the compiler vectorises); each time an output row is
/// complete it is reduced across, once per output row rather than once per source row. The edges are exact:
/// source pixel `x` covers `[x * outW, (x + 1) * outW)` and output pixel `o` covers `[o * srcW, (o + 1) *
/// srcW)` on a common integer axis (the same for rows).
final class AreaReducer {
  /// The source image's size, pixels.
  let sourceWidth: Int
  let sourceHeight: Int
  /// The surface being filled: ARGB8888, no larger than the source on either axis.
  let output: UnsafeMutablePointer<SDL_Surface>
  /// Whether colours are averaged weighted by their alpha (so fully transparent pixels, whose colour is
  /// meaningless, do not bleed into their neighbours). Only needed for images with transparency.
  let weightsByAlpha: Bool

  private let outW: Int
  private let outH: Int
  /// For each output column: its first and last source columns and how much of each lies inside it (0-1);
  /// the columns between lie wholly inside.
  private let firstColumn: UnsafeMutablePointer<Int>
  private let lastColumn: UnsafeMutablePointer<Int>
  private let firstShare: UnsafeMutablePointer<Float>
  private let lastShare: UnsafeMutablePointer<Float>
  /// The output row being built, still source-wide: B, G, R, A per source column, summed over the source
  /// rows it covers times their share (colours times alpha / 255 when weighting by alpha).
  private let rowSums: UnsafeMutablePointer<Float>
  /// The next source row expected.
  private var sourceRow = 0

  /// Prepares to reduce a `sourceWidth` x `sourceHeight` image into `output` (which it does not own).
  init(sourceWidth: Int, sourceHeight: Int, output: UnsafeMutablePointer<SDL_Surface>, weightsByAlpha: Bool) {
    self.sourceWidth = sourceWidth
    self.sourceHeight = sourceHeight
    self.output = output
    self.weightsByAlpha = weightsByAlpha
    outW = Int(output.pointee.w)
    outH = Int(output.pointee.h)
    precondition(outW <= sourceWidth && outH <= sourceHeight, "AreaReducer only shrinks")
    firstColumn = .allocate(capacity: outW)
    lastColumn = .allocate(capacity: outW)
    firstShare = .allocate(capacity: outW)
    lastShare = .allocate(capacity: outW)
    rowSums = .allocate(capacity: 4 * sourceWidth)
    rowSums.initialize(repeating: 0, count: 4 * sourceWidth)
    for o in 0..<outW {
      let start = o * sourceWidth
      let end = start + sourceWidth
      let first = start / outW
      let last = (end - 1) / outW
      firstColumn[o] = first
      lastColumn[o] = last
      firstShare[o] = Float(min((first + 1) * outW, end) - start) / Float(outW)
      lastShare[o] = last > first ? Float(end - last * outW) / Float(outW) : 0
    }
  }

  deinit {
    firstColumn.deallocate()
    lastColumn.deallocate()
    firstShare.deallocate()
    lastShare.deallocate()
    rowSums.deallocate()
  }

  /// Adds the next source row: `sourceWidth` pixels of 8-bit B, G, R, A. Rows past the last are ignored.
  func add(row: UnsafePointer<UInt8>) {
    guard sourceRow < sourceHeight else { return }
    // This row covers [y * outH, (y + 1) * outH) against output rows of `sourceHeight` each.
    let start = sourceRow * outH
    let end = start + outH
    let o = start / sourceHeight
    let boundary = (o + 1) * sourceHeight
    let unit = 1 / Float(outH)  // a source row's share of an output row, per unit of overlap
    if end < boundary {
      accumulate(row, share: Float(outH) * unit)
    } else {
      accumulate(row, share: Float(boundary - start) * unit)
      emit(row: o)
      if end > boundary { accumulate(row, share: Float(end - boundary) * unit) }
    }
    sourceRow += 1
  }

  private func accumulate(_ row: UnsafePointer<UInt8>, share: Float) {
    if weightsByAlpha {
      let scaled = share / 255
      for x in 0..<sourceWidth {
        let p = row + 4 * x
        let s = rowSums + 4 * x
        let alpha = Float(p[3])
        let weight = scaled * alpha
        s[0] += weight * Float(p[0])
        s[1] += weight * Float(p[1])
        s[2] += weight * Float(p[2])
        s[3] += share * alpha
      }
    } else {
      for i in 0..<4 * sourceWidth { rowSums[i] += share * Float(row[i]) }
    }
  }

  /// Reduces the finished row across into output row `row` and clears it.
  private func emit(row: Int) {
    let out = output.pointee.pixels.assumingMemoryBound(to: UInt8.self) + row * Int(output.pointee.pitch)
    // Shares are fractions of a source pixel; an output pixel spans `sourceWidth / outW` of them and the
    // rows summed to `sourceHeight / outH` source rows' worth.
    let norm = Float(outW) / Float(sourceWidth) * Float(outH) / Float(sourceHeight)
    for o in 0..<outW {
      let first = firstColumn[o]
      let last = lastColumn[o]
      var sum = load(first) * firstShare[o] + load(last) * lastShare[o]
      var x = first + 1
      while x < last {
        sum += load(x)
        x += 1
      }
      sum *= norm
      if weightsByAlpha {
        // Colours were summed times alpha / 255: divide by the summed alpha / 255.
        let alpha = sum[3] / 255
        let colour = alpha > 0 ? sum / alpha : .zero
        sum = SIMD4(colour[0], colour[1], colour[2], sum[3])
      }
      let pixel = out + 4 * o
      pixel[0] = Self.byte(sum[0])
      pixel[1] = Self.byte(sum[1])
      pixel[2] = Self.byte(sum[2])
      pixel[3] = Self.byte(sum[3])
    }
    rowSums.update(repeating: 0, count: 4 * sourceWidth)
  }

  /// `value` clamped to 0-255 and rounded to the nearest byte. Adding 1.5 x 2^23 leaves the rounded integer
  /// in the low mantissa bits: no float-to-integer conversion and its range checks, in the hottest loop.
  @inline(__always)
  private static func byte(_ value: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (min(max(value, 0), 255) + 12_582_912).bitPattern)
  }

  @inline(__always)
  private func load(_ column: Int) -> SIMD4<Float> {
    UnsafeRawPointer(rowSums + 4 * column).loadUnaligned(as: SIMD4<Float>.self)
  }
}
