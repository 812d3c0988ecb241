import { useEffect, useState } from "react";

/** Window event that tells the header a new photo was saved (or removed) in My Account, in this tab. */
const accountPhotoEvent = "sabia:account-photo";

export function announceAccountPhoto(photoUrl: string | null): void {
  window.dispatchEvent(new CustomEvent<string | null>(accountPhotoEvent, { detail: photoUrl }));
}

/** The session's photo, replaced at once by one My Account saves (the header avatar shows it without a reload). */
export function useAccountPhoto(fromSession: string | null): string | null {
  const [announced, setAnnounced] = useState<{ photo: string | null } | null>(null);
  useEffect(() => {
    const listener = (event: Event) => setAnnounced({ photo: (event as CustomEvent<string | null>).detail });
    window.addEventListener(accountPhotoEvent, listener);
    return () => window.removeEventListener(accountPhotoEvent, listener);
  }, []);
  return announced ? announced.photo : fromSession;
}
