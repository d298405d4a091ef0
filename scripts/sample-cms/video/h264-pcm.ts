/**
 * The smallest honest H.264 encoder: Constrained Baseline, every frame an IDR picture whose
 * macroblocks are I_PCM (raw 4:2:0 samples, ITU-T H.264 §7.3.5). No prediction, transform or
 * entropy tables are needed, so the sample CMS can make its hero video from code at start-up
 * instead of keeping a binary file; the price is size, which a picture of one or two macroblocks
 * keeps to a few kilobytes.
 */

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(b: number): void {
    this.current = (this.current << 1) | (b & 1);
    if (++this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  u(width: number, value: number): void {
    for (let i = width - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  /** Exp-Golomb, unsigned (§9.1). */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.u(length, 0);
    this.u(length + 1, code);
  }

  /** Exp-Golomb, signed (§9.1.1). */
  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  alignWithZeros(): void {
    while (this.used !== 0) this.bit(0);
  }

  byte(value: number): void {
    this.u(8, value);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  finish(): Uint8Array {
    this.bit(1);
    this.alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** NAL unit with emulation prevention (§7.4.1): no 00 00 0x (x ≤ 3) inside the payload. */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export interface PictureSize {
  /** Display size in pixels; even numbers (4:2:0 cropping works in pairs of lines and columns). */
  width: number;
  height: number;
}

/** One 4:2:0 frame at the coded size (whole macroblocks): luma rows, then Cb, then Cr. */
export interface Frame {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: Constrained Baseline, which every decoder plays. */
export const CONSTRAINTS = 0xc0;
/** Level 1.0 allows 99 macroblocks a frame; ours are far smaller. */
export const LEVEL = 10;

export function codedSize(size: PictureSize): { mbWidth: number; mbHeight: number } {
  return { mbWidth: Math.ceil(size.width / 16), mbHeight: Math.ceil(size.height / 16) };
}

export function sequenceParameterSet(size: PictureSize): Uint8Array {
  const { mbWidth, mbHeight } = codedSize(size);
  const w = new BitWriter();
  w.byte(PROFILE_BASELINE);
  w.byte(CONSTRAINTS);
  w.byte(LEVEL);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.u(1, 1); // frame_mbs_only_flag
  w.u(1, 1); // direct_8x8_inference_flag
  const cropRight = (mbWidth * 16 - size.width) / 2;
  const cropBottom = (mbHeight * 16 - size.height) / 2;
  const crop = cropRight > 0 || cropBottom > 0;
  w.u(1, crop ? 1 : 0);
  if (crop) [0, cropRight, 0, cropBottom].forEach((offset) => w.ue(offset));
  w.u(1, 0); // vui_parameters_present_flag
  return nalUnit(3, 7, w.finish());
}

export function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.u(1, 0); // entropy_coding_mode_flag: CAVLC
  w.u(1, 0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.u(1, 0); // weighted_pred_flag
  w.u(2, 0); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.u(1, 0); // deblocking_filter_control_present_flag (PCM macroblocks are not filtered anyway)
  w.u(1, 0); // constrained_intra_pred_flag
  w.u(1, 0); // redundant_pic_cnt_present_flag
  return nalUnit(3, 8, w.finish());
}

const I_PCM = 25;
const SLICE_TYPE_I_ALL = 7;

/** One IDR picture; consecutive IDR pictures must differ in idr_pic_id (§7.4.3), so pass the frame's index. */
export function idrSlice(frame: Frame, size: PictureSize, index: number): Uint8Array {
  const { mbWidth, mbHeight } = codedSize(size);
  const lumaStride = mbWidth * 16;
  const chromaStride = mbWidth * 8;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(SLICE_TYPE_I_ALL);
  w.ue(0); // pic_parameter_set_id
  w.u(4, 0); // frame_num (log2_max_frame_num = 4)
  w.ue(index % 2); // idr_pic_id
  w.u(1, 0); // no_output_of_prior_pics_flag
  w.u(1, 0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  for (let mby = 0; mby < mbHeight; mby++) {
    for (let mbx = 0; mbx < mbWidth; mbx++) {
      w.ue(I_PCM);
      w.alignWithZeros(); // pcm_alignment_zero_bit
      for (let row = 0; row < 16; row++) for (let col = 0; col < 16; col++) w.byte(frame.y[(mby * 16 + row) * lumaStride + mbx * 16 + col]!);
      for (const plane of [frame.cb, frame.cr]) {
        for (let row = 0; row < 8; row++) for (let col = 0; col < 8; col++) w.byte(plane[(mby * 8 + row) * chromaStride + mbx * 8 + col]!);
      }
    }
  }
  return nalUnit(3, 5, w.finish());
}
