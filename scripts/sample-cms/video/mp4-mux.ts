/**
 * An ISO BMFF (MP4) file around H.264 samples: one video track, one chunk, the index (moov) before
 * the data so a browser can start at once. Only the boxes a player needs (ISO/IEC 14496-12 and
 * 14496-15 for `avc1`/`avcC`).
 */
import { CONSTRAINTS, LEVEL, PROFILE_BASELINE, type PictureSize } from "./h264-pcm";

const u8 = (...values: number[]) => Uint8Array.from(values);
const u16 = (value: number) => u8((value >>> 8) & 0xff, value & 0xff);
const u32 = (value: number) => u8((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const text = (value: string) => Uint8Array.from(Buffer.from(value, "latin1"));
const zeros = (count: number) => new Uint8Array(count);

function concat(parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(Buffer.concat(parts));
}

function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([u32(8 + body.length), text(type), body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Uint8Array[]): Uint8Array {
  return box(type, u32((version << 24) | flags), ...payload);
}

/** The unity transform every header carries. */
const MATRIX = concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));
const TIMESCALE = 1000;

export interface VideoTrack {
  size: PictureSize;
  sps: Uint8Array;
  pps: Uint8Array;
  /** NAL units of each frame, without start codes. */
  frames: Uint8Array[];
  frameMs: number;
}

function sampleEntry(track: VideoTrack): Uint8Array {
  const avcC = box(
    "avcC",
    u8(1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff /* 4-byte NAL lengths */, 0xe1 /* one SPS */),
    u16(track.sps.length),
    track.sps,
    u8(1),
    u16(track.pps.length),
    track.pps,
  );
  return box(
    "avc1",
    zeros(6),
    u16(1), // data_reference_index
    zeros(16),
    u16(track.size.width),
    u16(track.size.height),
    u32(0x00480000), // 72 dpi
    u32(0x00480000),
    zeros(4),
    u16(1), // frame_count
    zeros(32), // compressorname
    u16(0x0018), // depth
    u16(0xffff),
    avcC,
  );
}

function movie(track: VideoTrack, samples: Uint8Array[], dataOffset: number): Uint8Array {
  const duration = track.frames.length * track.frameMs;
  const { width, height } = track.size;
  const sampleTable = box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), sampleEntry(track)),
    fullBox("stts", 0, 0, u32(1), u32(samples.length), u32(track.frameMs)),
    fullBox("stsc", 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
    fullBox("stsz", 0, 0, u32(0), u32(samples.length), ...samples.map((s) => u32(s.length))),
    fullBox("stco", 0, 0, u32(1), u32(dataOffset)),
  );
  const media = box(
    "mdia",
    fullBox("mdhd", 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u16(0x55c4 /* und */), u16(0)),
    fullBox("hdlr", 0, 0, u32(0), text("vide"), zeros(12), text("VideoHandler\0")),
    box("minf", fullBox("vmhd", 0, 1, zeros(8)), box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))), sampleTable),
  );
  const trackHeader = fullBox("tkhd", 0, 3, u32(0), u32(0), u32(1), u32(0), u32(duration), zeros(8), zeros(8), MATRIX, u32(width << 16), u32(height << 16));
  const movieHeader = fullBox("mvhd", 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2));
  return box("moov", movieHeader, box("trak", trackHeader, media));
}

export function mp4File(track: VideoTrack): Uint8Array {
  const fileType = box("ftyp", text("isom"), u32(0x200), text("isomiso2avc1mp41"));
  // Each sample: its NAL units, each behind a 4-byte length (avcC above says 4).
  const samples = track.frames.map((nal) => concat([u32(nal.length), nal]));
  // The index's size does not depend on the offset it holds, so measure it once with a stand-in.
  const dataOffset = fileType.length + movie(track, samples, 0).length + 8;
  return concat([fileType, movie(track, samples, dataOffset), box("mdat", ...samples)]);
}
