import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { captionsOf, ensureSampleClips, mediaDirectory, sampleClipUrl, sampleClips } from "./sample-clips.ts";

const quiet = { info: () => undefined, warn: () => undefined };

describe("sample clips", () => {
  it("captions are WebVTT cues every 10 seconds over the clip", () => {
    const vtt = captionsOf(0);
    expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.000 --> 00:00:10.000\n")).toBe(true);
    expect(vtt).toContain("00:00:50.000 --> 00:01:00.000");
  });

  it("the media folder follows MEDIA_DIR, else the data directory", () => {
    expect(mediaDirectory({ MEDIA_DIR: "/srv/media" })).toBe("/srv/media");
    expect(mediaDirectory({ DATA_DIR: "/var/sabia" })).toBe(join("/var/sabia", "media"));
    expect(mediaDirectory({ DATA_DIR: "memory://" })).toBe(join(tmpdir(), "sabia-media"));
    expect(sampleClipUrl(4)).toBe("/media/aulas/aula-2.mp4");
  });

  it("without ffmpeg nothing fails: it says so and answers false", () => {
    const path = process.env["PATH"];
    process.env["PATH"] = "/nonexistent";
    const warnings: string[] = [];
    try {
      const made = ensureSampleClips(mkdtempSync(join(tmpdir(), "clips-")), {
        ...quiet,
        warn: (_details, message) => warnings.push(message),
      });
      expect(made).toBe(false);
      expect(warnings[0]).toMatch(/ffmpeg/);
    } finally {
      process.env["PATH"] = path;
    }
  });

  it("with ffmpeg (Debian's package) makes every clip and its captions", () => {
    const directory = mkdtempSync(join(tmpdir(), "clips-"));
    expect(ensureSampleClips(directory, quiet)).toBe(true);
    for (const clip of sampleClips) {
      expect(existsSync(join(directory, `${clip.name}.mp4`))).toBe(true);
      expect(readFileSync(join(directory, `${clip.name}.pt-BR.vtt`), "utf8")).toMatch(/^WEBVTT/);
    }
  }, 60_000);
});
