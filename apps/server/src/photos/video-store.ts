import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { MediaInfo } from 'mediainfo.js';
import {
  MAX_COMPLAINT_VIDEO_BYTES,
  MAX_COMPLAINT_VIDEO_SECONDS,
  type COMPLAINT_VIDEO_TYPES,
} from '@rima/shared/endpoints/complaints';
import { badRequest, payloadTooLarge } from '../http/errors';
import { createLimiter } from './photo-store';
import type { VideoObjects } from './video-objects';

export type VideoType = (typeof COMPLAINT_VIDEO_TYPES)[number];
export type StoredVideo = { name: string; type: VideoType; bytes: number; seconds: number };

const EXTENSIONS: Record<VideoType, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };
const refuse = (message: string) => badRequest(message, [{ field: 'video', message }]);
export const videoTooLargeMessage = () =>
  `The video must be at most ${MAX_COMPLAINT_VIDEO_BYTES / 1024 / 1024} MB and ${MAX_COMPLAINT_VIDEO_SECONDS} seconds`;

/**
 * The container by its first bytes, whatever the name or declared type: MP4 and QuickTime say `ftyp` at byte 4
 * (QuickTime's brand is `qt  `), WebM and Matroska start with the EBML magic.
 */
export function videoTypeOf(head: Buffer): VideoType | 'ebml' | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return head.toString('latin1', 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'ebml';
  return null;
}

export async function fileHead(file: string, bytes = 12): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// MediaInfo (WebAssembly) reads the container's own header for the length, chunk by chunk as it asks, for
// MP4, QuickTime and WebM alike; music-metadata only reads the length of audio tracks. One instance, one file
// at a time.
let mediaInfo: Promise<MediaInfo<'object'>> | undefined;
const analyseSlot = createLimiter(1);

async function analyse(file: string, bytes: number) {
  mediaInfo ??= import('mediainfo.js').then((m) => m.default({ format: 'object' }));
  const info = await mediaInfo;
  const handle = await fs.open(file, 'r');
  try {
    return await analyseSlot(() =>
      info.analyzeData(bytes, async (size, offset) => {
        const chunk = Buffer.alloc(Math.min(size, Math.max(0, bytes - offset)));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, offset);
        return chunk.subarray(0, bytesRead);
      }),
    );
  } finally {
    await handle.close();
  }
}

/** What an uploaded file is: a short MP4, QuickTime or WebM video, or a 4xx naming the field `video`. */
export async function inspectVideo(file: string): Promise<{ type: VideoType; bytes: number; seconds: number }> {
  const bytes = (await fs.stat(file)).size;
  if (bytes > MAX_COMPLAINT_VIDEO_BYTES) {
    const message = videoTooLargeMessage();
    throw payloadTooLarge(message, [{ field: 'video', message }]);
  }
  const byHead = videoTypeOf(await fileHead(file));
  if (!byHead) throw refuse('The video must be an MP4, MOV or WebM file');
  let result: Awaited<ReturnType<typeof analyse>>;
  try {
    result = await analyse(file, bytes);
  } catch {
    throw refuse('The video could not be read');
  }
  const tracks = result.media?.track ?? [];
  const general = tracks.find((t) => t['@type'] === 'General');
  if (!tracks.some((t) => t['@type'] === 'Video')) throw refuse('The file has no video in it');
  if (byHead === 'ebml' && general?.Format !== 'WebM') throw refuse('The video must be an MP4, MOV or WebM file');
  const seconds = Number(general?.Duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw refuse('The length of the video could not be read');
  if (seconds > MAX_COMPLAINT_VIDEO_SECONDS + 0.5) {
    throw refuse(
      `The video may be at most ${MAX_COMPLAINT_VIDEO_SECONDS} seconds long (this one is ${Math.round(seconds)} s)`,
    );
  }
  return { type: byHead === 'ebml' ? 'video/webm' : byHead, bytes, seconds };
}

export type VideoStore = ReturnType<typeof createVideoStore>;

/** Complaint videos: checked by content and length, then stored as they came under a random name. */
export function createVideoStore(objects: VideoObjects) {
  return {
    objects,
    /** Stores the file; `checked` is what inspectVideo already answered for it (else it is inspected here). */
    async save(file: string, checked?: Awaited<ReturnType<typeof inspectVideo>>): Promise<StoredVideo> {
      const video = checked ?? (await inspectVideo(file));
      const name = `${crypto.randomBytes(16).toString('hex')}.${EXTENSIONS[video.type]}`;
      await objects.putFile(name, file, video);
      return { name, ...video };
    },
    open: (name: string, range?: { start: number; end: number }): Promise<Readable | undefined> =>
      objects.get(name, range),
    remove: (name: string) => objects.remove(name),
  };
}
