// Frequency bars drawn from the playing audio. Only same-origin gateway audio may be read, so over a
// direct stream the visualizer says it is unavailable rather than drawing made-up bars.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { usePlayer } from './PlayerProvider';

export function Visualizer() {
  const player = usePlayer();
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [available, setAvailable] = useState(true);
  const { analyser, status } = player;

  useEffect(() => {
    const canvas = canvasRef.current;
    const node = status === 'playing' ? analyser() : null;
    setAvailable(status !== 'playing' || node !== null);
    const context = canvas?.getContext('2d');
    if (!canvas || !node || !context) return;
    const bins = new Uint8Array(node.frequencyBinCount);
    let frame = requestAnimationFrame(function draw() {
      node.getByteFrequencyData(bins);
      context.clearRect(0, 0, canvas.width, canvas.height);
      const barWidth = canvas.width / bins.length;
      context.fillStyle = '#fbbf24';
      bins.forEach((value, index) => {
        const height = (value / 255) * canvas.height;
        context.fillRect(index * barWidth, canvas.height - height, Math.max(1, barWidth - 1), height);
      });
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [analyser, status]);

  return (
    <div className="w-full">
      <canvas
        ref={canvasRef}
        width={512}
        height={96}
        role="img"
        aria-label={t('player.visualizer')}
        className="h-24 w-full"
      />
      {!available && <p className="text-center text-xs text-stone-400">{t('player.visualizerUnavailable')}</p>}
    </div>
  );
}
