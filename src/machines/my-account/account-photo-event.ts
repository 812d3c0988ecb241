/** Window event that tells the header a new photo was saved (or removed) in My Account, in this tab. */
export const accountPhotoEvent = "sabia:account-photo";

export function announceAccountPhoto(photoUrl: string | null): void {
  window.dispatchEvent(new CustomEvent<string | null>(accountPhotoEvent, { detail: photoUrl }));
}
