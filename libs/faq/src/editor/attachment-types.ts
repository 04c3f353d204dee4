/** An upload in progress, shown with its own progress bar. */
export interface UploadProgress {
  id: string;
  name: string;
  /** 0..1 */
  fraction: number;
}
