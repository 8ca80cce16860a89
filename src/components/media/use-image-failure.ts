// Whether an <img> failed to load. The server-rendered picture may fail before React hydrates,
// when its error event has already gone by: the image's own state is read once on mount too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { imageFailed } from '../../lib/picture-fallback';

export function useImageFailure(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (imageRef.current && imageFailed(imageRef.current)) setFailedSrc(src ?? null);
  }, [src]);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return { failed: failedSrc !== null && failedSrc === src, imageRef, onError };
}
