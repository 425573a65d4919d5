// The Audio post's player (a lazy chunk): play and pause, a seek bar and the time, in the theme's colours.
import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useT } from '../../../i18n';
import './social-messages';

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export default function AudioPlayer({ src, name }: { src: string; name: string }) {
  const t = useT();
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const update = () => {
      setTime(audio.currentTime);
      if (Number.isFinite(audio.duration)) setDuration(audio.duration);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const events: [string, () => void][] = [
      ['timeupdate', update],
      ['durationchange', update],
      ['loadedmetadata', update],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
    ];
    for (const [name, handler] of events) audio.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) audio.removeEventListener(name, handler);
    };
  }, []);

  const toggle = () => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  return (
    <div className="sc-audio" role="group" aria-label={t('social.audioBy', { name })}>
      <audio ref={ref} src={src} preload="metadata" />
      <button type="button" className="sc-audio__toggle" onClick={toggle} aria-label={t(playing ? 'social.pause' : 'social.play')}>
        {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
      </button>
      <input
        type="range"
        className="sc-audio__seek"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        aria-label={t('social.seek')}
        aria-valuetext={`${clock(time)} / ${clock(duration)}`}
        onChange={(e) => {
          const audio = ref.current;
          if (audio) audio.currentTime = Number(e.target.value);
        }}
      />
      <span className="sc-audio__time">
        {clock(time)} / {clock(duration)}
      </span>
    </div>
  );
}
