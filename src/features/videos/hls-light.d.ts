// hls.js ships types for its full build only; the light build has the same API minus the features
// it leaves out (in-stream subtitles, alternate audio, DRM), none of which the player uses.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
