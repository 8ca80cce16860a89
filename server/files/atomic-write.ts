// Kept for the DATA_DIR stores that import it: an atomic write of a file directly in its own
// folder, through the one contained writer (contained-write.ts), which never follows a link.
export { writeFileAtomic, type ContainedWriteOptions as AtomicWriteOptions } from './contained-write';
