// The public entry of the media module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
export { createFileService } from './media.module.ts';
export { FileService, publicFileUrl } from './file.service.ts';
export {
  AudioFormatError,
  extractPicture,
  findAudioFfmpeg,
  findFfprobe,
  packageHls,
  probeAudio,
  type AudioProbe,
} from './audio-hls.ts';
export {
  parseHlsManifest,
  renderPlaylist,
  storeHlsPackage,
  type HlsManifest,
} from './audio-package.ts';
