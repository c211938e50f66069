import { useEffect } from 'react';
import { Outlet } from 'react-router';

/** spec §2: full-page reader layouts hide the page scroll and the site frame. */
export function ReaderLayout() {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <div className="reader-layout">
      <Outlet />
    </div>
  );
}
