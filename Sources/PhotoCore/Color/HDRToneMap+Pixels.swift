extension HDRToneMap {
  /// Maps a row of `count` pixels of `channels` (3: R, G, B; 4: R, G, B, A) code values at `source` into
  /// ARGB8888 words at `target` (alpha scaled to 8 bits; opaque without one). Code values above the bit
  /// depth's largest are taken as the largest.
  public func map(_ source: UnsafePointer<UInt16>, channels: Int, count: Int, into target: UnsafeMutablePointer<UInt32>)
  {
    withKernel { kernel in
      let maxCode = kernel.maxCode
      var input = source
      for x in 0..<count {
        let rgb = kernel.pixel(Int(input[0]), Int(input[1]), Int(input[2]))
        var alpha: UInt32 = 0xFF00_0000
        if channels == 4 { alpha = UInt32((min(Int(input[3]), maxCode) * 255 + maxCode / 2) / maxCode) << 24 }
        target[x] = alpha | rgb
        input += channels
      }
    }
  }

  /// The brightest light of a row of `count` pixels of `channels` code values at `source`, nits, or `above`
  /// when none is brighter: the largest channel of any pixel once in BT.709 and in gamut, which is what the
  /// roll-off is applied to. Carried from row to row, it is the photo's measured content peak
  /// (`rollingOff(from:)`); a pixel that cannot pass it (`bound`) is not worked out.
  public func brightestNits(
    _ source: UnsafePointer<UInt16>, channels: Int, count: Int, above: Double = 0
  ) -> Double {
    let white = Tuning.Color.referenceWhiteNits
    let high = withKernel { kernel in
      var high = Float(above / white)
      var input = source
      for _ in 0..<count {
        let (r, g, b) = (Int(input[0]), Int(input[1]), Int(input[2]))
        input += channels
        guard kernel.bound[min(max(r, g, b), kernel.maxCode)] > high else { continue }
        let (red, green, blue) = kernel.light(r, g, b)
        high = max(high, red, green, blue)
      }
      return high
    }
    return Double(high) * white
  }

  /// One pixel's code values mapped through the tables: 8-bit sRGB red, green, blue.
  public func map(red: Int, green: Int, blue: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let word = withKernel { $0.pixel(red, green, blue) }
    return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
  }

  /// One pixel's code values mapped through the curves' exact formulas (no tables, all in double precision):
  /// linear BT.709 light 0...1 (before sRGB's OETF), for the tests to hold the tables to.
  public func exactLight(red: Int, green: Int, blue: Int) -> (Double, Double, Double) {
    let white = Tuning.Color.referenceWhiteNits
    let maxCode = Double((1 << bitDepth) - 1)
    let signals = [red, green, blue].map { Double(min(max($0, 0), Int(maxCode))) / maxCode }
    var light: [Double]
    switch transfer {
    case .pq:
      light = signals.map { PQCurve.nits(signal: $0) / white }
    case .hlg:
      let scene = signals.map { HLGCurve.sceneLight(signal: $0) }
      let w = HLGCurve.luminanceWeights
      let gain = HLGCurve.gain(luminance: w.red * scene[0] + w.green * scene[1] + w.blue * scene[2]) / white
      light = scene.map { $0 * gain }
    }
    var rgb = Self.intoGamut(ColorMatrix.bt2020ToSRGB.apply((light[0], light[1], light[2])))
    let high = max(rgb.0, rgb.1, rgb.2)
    if high > 0 {
      let s = rollOff(high * white) / white / high
      rgb = (rgb.0 * s, rgb.1 * s, rgb.2 * s)
    }
    return (min(rgb.0, 1), min(rgb.1, 1), min(rgb.2, 1))
  }

  /// `body` given a kernel over the tables (their storage held for its duration).
  func withKernel<T>(_ body: (Kernel) -> T) -> T {
    light.withUnsafeBufferPointer { light in
      ootf.withUnsafeBufferPointer { ootf in
        scale.withUnsafeBufferPointer { scale in
          encoding.withUnsafeBufferPointer { encoding in
            bound.withUnsafeBufferPointer { bound in
              body(Kernel(map: self, light: light, ootf: ootf, scale: scale, encoding: encoding, bound: bound))
            }
          }
        }
      }
    }
  }
}
