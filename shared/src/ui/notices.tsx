// The one notice system: any section calls showNotice; the shell renders NoticeViewport once.
import { useEffect, useState } from 'react';
import { emit, on, type NoticePayload } from '@store/runtime';

const DEFAULT_DURATION_MS = 3000;

export function showNotice(text: string, options: Omit<NoticePayload, 'text'> = {}): void {
  emit('notice:show', { text, ...options });
}

interface VisibleNotice extends NoticePayload {
  id: number;
}

let nextId = 1;

export function NoticeViewport() {
  const [notices, setNotices] = useState<VisibleNotice[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = on('notice:show', (notice) => {
      const id = nextId++;
      setNotices((current) => [...current, { ...notice, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((current) => current.filter((item) => item.id !== id));
      }, notice.durationMs ?? DEFAULT_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div className="notice-viewport" aria-live="polite" role="status">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.tone ?? 'success'}`}>
          {notice.text}
        </div>
      ))}
    </div>
  );
}
