import Foundation

/// Just enough PNG decoding to tell a rendered page from a blank one: 8-bit RGB or RGBA,
/// not interlaced, inflated with the system's zlib (loaded at run time, so the test target
/// needs no C module).
struct PNGImage {
  var width: Int
  var height: Int
  var channels: Int
  /// Unfiltered pixel bytes, row after row.
  var pixels: [UInt8]

  struct DecodingError: Error, CustomStringConvertible {
    var description: String
  }

  init(_ data: [UInt8]) throws {
    guard data.count > 8, data.prefix(8).elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw DecodingError(description: "not a PNG file")
    }
    func integer(_ offset: Int) -> Int {
      data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= data.count {
      let length = integer(offset)
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let body = Array(data[offset + 8..<min(data.count, offset + 8 + length)])
      if type == "IHDR" { header = body }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      offset += 12 + length
    }
    guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
      throw DecodingError(
        description: "unsupported PNG format (depth \(header[8]), type \(header[9]))")
    }
    channels = header[9] == 6 ? 4 : 3
    let stride = width * channels
    let raw = try Self.inflate(compressed, expected: height * (stride + 1))
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for index in 0..<stride {
        let left = index >= channels ? Int(pixels[target + index - channels]) : 0
        let up = row > 0 ? Int(pixels[target - stride + index]) : 0
        let upLeft =
          row > 0 && index >= channels ? Int(pixels[target - stride + index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
        default: throw DecodingError(description: "bad filter \(filter) in row \(row)")
        }
        pixels[target + index] = UInt8((Int(raw[source + index]) + predictor) & 0xFF)
      }
    }
    self.pixels = pixels
  }

  /// The standard deviation of the pixels' luma (0…255).
  var lumaDeviation: Double {
    var sum = 0.0
    var squares = 0.0
    let count = width * height
    for pixel in 0..<count {
      let base = pixel * channels
      let luma =
        0.299 * Double(pixels[base]) + 0.587 * Double(pixels[base + 1])
        + 0.114 * Double(pixels[base + 2])
      sum += luma
      squares += luma * luma
    }
    let mean = sum / Double(count)
    return (squares / Double(count) - mean * mean).squareRoot()
  }

  /// The share of pixels that differ from the most common colour.
  var nonBackgroundShare: Double {
    var counts: [UInt32: Int] = [:]
    for pixel in 0..<(width * height) {
      let base = pixel * channels
      let key =
        UInt32(pixels[base]) << 16 | UInt32(pixels[base + 1]) << 8 | UInt32(pixels[base + 2])
      counts[key, default: 0] += 1
    }
    let background = counts.values.max() ?? 0
    return 1 - Double(background) / Double(max(1, width * height))
  }

  private typealias Uncompress =
    @convention(c) (
      UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt>, UnsafePointer<UInt8>, UInt
    ) -> Int32

  private static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
    guard let library = dlopen("libz.so.1", RTLD_NOW) ?? dlopen("libz.dylib", RTLD_NOW),
      let symbol = dlsym(library, "uncompress")
    else { throw DecodingError(description: "zlib (libz.so.1) cannot be loaded") }
    let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
    var output = [UInt8](repeating: 0, count: expected)
    var length = UInt(expected)
    let status = output.withUnsafeMutableBufferPointer { target in
      compressed.withUnsafeBufferPointer { source in
        uncompress(target.baseAddress!, &length, source.baseAddress!, UInt(source.count))
      }
    }
    guard status == 0, length == UInt(expected) else {
      throw DecodingError(
        description: "zlib uncompress failed (\(status), \(length) of \(expected) bytes)")
    }
    return output
  }
}
