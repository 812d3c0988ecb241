import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The demo's sample video lessons (issue 32, ADR 093): a few one-minute clips that ffmpeg makes on this machine
 * from its own test sources — nothing is downloaded — with pt-BR captions (WebVTT) beside each. Served at
 * /media/aulas/… (server/http/media-files.ts).
 */
export const sampleClipSeconds = 60;
export const sampleClips = [
  { name: "aula-1", source: "testsrc", tone: 440 },
  { name: "aula-2", source: "testsrc2", tone: 523 },
  { name: "aula-3", source: "smptebars", tone: 659 },
] as const;

export const mediaPathPrefix = "/media/aulas/";
export const sampleClipUrl = (index: number) =>
  `${mediaPathPrefix}${sampleClips[index % sampleClips.length]!.name}.mp4`;

/** Where the clips live: MEDIA_DIR, else `media` in the data directory (a temporary folder for memory or Postgres). */
export function mediaDirectory(env: {
  MEDIA_DIR?: string | undefined;
  DATA_DIR?: string | undefined;
  DATABASE_URL?: string | undefined;
}) {
  if (env.MEDIA_DIR) return env.MEDIA_DIR;
  const data = env.DATA_DIR || "./.data";
  return env.DATABASE_URL || data.startsWith("memory://")
    ? join(tmpdir(), "sabia-media")
    : join(data, "media");
}

const stamp = (seconds: number) =>
  `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;

/** pt-BR captions for a clip: one cue every 10 seconds. */
export function captionsOf(clip: number): string {
  const cues = Array.from({ length: sampleClipSeconds / 10 }, (_, index) => {
    const start = index * 10;
    return `${index + 1}\n${stamp(start)} --> ${stamp(start + 10)}\nAula de demonstração ${clip + 1}, trecho ${index + 1} de ${sampleClipSeconds / 10}.`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

const ffmpegArgs = (clip: (typeof sampleClips)[number], out: string) => [
  "-hide_banner",
  "-loglevel",
  "error",
  "-y",
  "-f",
  "lavfi",
  "-i",
  `${clip.source}=duration=${sampleClipSeconds}:size=320x180:rate=10`,
  "-f",
  "lavfi",
  "-i",
  `sine=frequency=${clip.tone}:duration=${sampleClipSeconds}`,
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-pix_fmt",
  "yuv420p",
  "-threads",
  "1",
  "-c:a",
  "aac",
  "-b:a",
  "48k",
  "-movflags",
  "+faststart",
  "-shortest",
  "-f",
  "mp4",
  out,
];

export interface ClipLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Makes the clips that are missing (and their captions) in `directory`; true when every clip is there. Without
 * ffmpeg, or when it fails, it says so in the log and answers false — the seed then makes those lessons text
 * lessons; it never fails a start.
 */
export function ensureSampleClips(directory: string, log: ClipLog): boolean {
  try {
    mkdirSync(directory, { recursive: true });
    const started = performance.now();
    let made = 0;
    for (const [index, clip] of sampleClips.entries()) {
      const captions = join(directory, `${clip.name}.pt-BR.vtt`);
      if (!existsSync(captions)) writeFileSync(captions, captionsOf(index));
      const file = join(directory, `${clip.name}.mp4`);
      if (existsSync(file)) continue;
      const partial = join(directory, `${clip.name}.partial.mp4`);
      const run = spawnSync("ffmpeg", ffmpegArgs(clip, partial), { timeout: 120_000, encoding: "utf8" });
      if (run.error || run.status !== 0) {
        log.warn(
          { directory, error: run.error?.message ?? run.stderr?.trim() },
          "ffmpeg could not make the demo's sample clips (is the ffmpeg package installed?): video lessons are seeded as text",
        );
        return false;
      }
      renameSync(partial, file);
      made++;
    }
    if (made > 0)
      log.info({ directory, made, ms: Math.round(performance.now() - started) }, "sample clips made");
    return true;
  } catch (error) {
    log.warn(
      { directory, error: String(error) },
      "the demo's sample clips could not be written: video lessons are seeded as text",
    );
    return false;
  }
}
