import { useEffect, useState } from "react";
import { accountPhotoEvent } from "./account-photo-event.ts";

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
