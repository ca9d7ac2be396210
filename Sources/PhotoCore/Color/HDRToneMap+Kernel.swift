extension HDRToneMap {
  /// The per-pixel work of a tone map, over its tables' storage, in single precision: what `map` runs for
  /// every pixel.
  struct Kernel {
    /// The largest code value.
    let maxCode: Int
    /// Light by code value (`HDRToneMap.light`).
    let light: UnsafeBufferPointer<Float>
    /// HLG's OOTF gain by the fourth root of scene luminance (`HDRToneMap.ootf`); empty for PQ.
    let ootf: UnsafeBufferPointer<Float>
    /// The roll-off's scale factor from the knee to the peak (`HDRToneMap.scale`).
    let scale: UnsafeBufferPointer<Float>
    /// 8-bit sRGB by linear light (`HDRToneMap.encoding`).
    let encoding: UnsafeBufferPointer<UInt8>
    /// The most light a pixel whose largest code value is the index can show (`HDRToneMap.bound`).
    let bound: UnsafeBufferPointer<Float>
    /// BT.2020 to BT.709, row by row.
    let m: (Float, Float, Float, Float, Float, Float, Float, Float, Float)
    /// BT.2020's luminance weights, for HLG's OOTF.
    let ootfWeights: (Float, Float, Float)
    /// BT.709's luminance weights, for the gamut map.
    let gamutWeights: (Float, Float, Float)
    /// Where the roll-off starts, light relative to reference white.
    let knee: Float
    /// Where it ends (the content's peak), light relative to reference white.
    let peak: Float
    /// The roll-off table's steps per unit of light.
    let scaleSteps: Float
    /// The OOTF table's steps.
    let ootfSteps: Float
    /// The encoding table's largest index.
    let encodingTop: Float

    /// A kernel for `map` over the storage of its tables.
    init(
      map: HDRToneMap, light: UnsafeBufferPointer<Float>, ootf: UnsafeBufferPointer<Float>,
      scale: UnsafeBufferPointer<Float>, encoding: UnsafeBufferPointer<UInt8>, bound: UnsafeBufferPointer<Float>
    ) {
      maxCode = light.count - 1
      (self.light, self.ootf, self.scale, self.encoding, self.bound) = (light, ootf, scale, encoding, bound)
      let e = ColorMatrix.bt2020ToSRGB.entries.map { Float($0) }
      m = (e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], e[8])
      let w = HLGCurve.luminanceWeights
      ootfWeights = (Float(w.red), Float(w.green), Float(w.blue))
      let s = HDRToneMap.sRGBLuminance
      gamutWeights = (Float(s.0), Float(s.1), Float(s.2))
      (knee, peak) = (map.knee, map.peak)
      scaleSteps = scale.isEmpty ? 0 : Float(scale.count - 1) / max(map.peak - map.knee, .leastNormalMagnitude)
      ootfSteps = Float(max(ootf.count - 1, 0))
      encodingTop = Float(encoding.count - 1)
    }

    /// The pixel of code values `r`, `g`, `b` as an ARGB8888 word's colour (alpha 0).
    @inline(__always)
    func pixel(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
      var (red, green, blue) = light(r, g, b)
      let high = max(red, green, blue)
      if high > knee {
        let s = rolledOff(high)
        (red, green, blue) = (red * s, green * s, blue * s)
      }
      return UInt32(encode(red)) << 16 | UInt32(encode(green)) << 8 | UInt32(encode(blue))
    }

    /// The display light of code values `r`, `g`, `b` in BT.709, relative to reference white, brought into
    /// gamut; before the roll-off.
    @inline(__always)
    func light(_ r: Int, _ g: Int, _ b: Int) -> (Float, Float, Float) {
      var x = light[min(max(r, 0), maxCode)]
      var y = light[min(max(g, 0), maxCode)]
      var z = light[min(max(b, 0), maxCode)]
      if !ootf.isEmpty {
        let gain = ootfGain(ootfWeights.0 * x + ootfWeights.1 * y + ootfWeights.2 * z)
        (x, y, z) = (x * gain, y * gain, z * gain)
      }
      let red = m.0 * x + m.1 * y + m.2 * z
      let green = m.3 * x + m.4 * y + m.5 * z
      let blue = m.6 * x + m.7 * y + m.8 * z
      let low = min(red, green, blue)
      guard low < 0 else { return (red, green, blue) }
      let luminance = gamutWeights.0 * red + gamutWeights.1 * green + gamutWeights.2 * blue
      guard luminance > 0 else { return (0, 0, 0) }
      let t = luminance / (luminance - low)
      return (
        luminance + (red - luminance) * t, luminance + (green - luminance) * t, luminance + (blue - luminance) * t
      )
    }

    /// HLG's OOTF gain for scene luminance `luminance`, interpolated by its fourth root.
    @inline(__always)
    func ootfGain(_ luminance: Float) -> Float {
      let position = max(luminance, 0).squareRoot().squareRoot() * ootfSteps
      let index = min(Int(position), ootf.count - 2)
      let fraction = position - Float(index)
      return ootf[index] + (ootf[index + 1] - ootf[index]) * fraction
    }

    /// The roll-off's scale factor for a pixel whose brightest channel is `high` (above the knee).
    @inline(__always)
    func rolledOff(_ high: Float) -> Float {
      guard high < peak, !scale.isEmpty else { return 1 / high }
      let position = (high - knee) * scaleSteps
      let index = min(Int(position), scale.count - 2)
      let fraction = position - Float(index)
      return scale[index] + (scale[index + 1] - scale[index]) * fraction
    }

    /// The 8-bit sRGB code of linear light `value` (clamped to 0...1).
    @inline(__always)
    func encode(_ value: Float) -> UInt8 {
      encoding[Int(min(max(value, 0), 1) * encodingTop + 0.5)]
    }
  }
}
