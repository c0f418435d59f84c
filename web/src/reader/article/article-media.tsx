/**
 * The article's video. Its thumbnail is the poster stored beside it at upload (the first frame,
 * drawn by the console), else the first frame as a jpg that cloud media hosts serve next to a
 * video; when the thumbnail fails to load, a play icon stands in. Nothing plays until the reader
 * asks (never autoplay, so never sound out of nowhere).
 */
import { useTranslation } from '../../shared/i18n';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';

export function videoThumbnailUrl(videoUrl: string): string {
  // Cloudinary: /video/upload/<id>.mp4 -> /video/upload/so_0/<id>.jpg (first frame).
  if (/res\.cloudinary\.com\/.+\/video\/upload\//.test(videoUrl)) {
    return videoUrl.replace('/video/upload/', '/video/upload/so_0/').replace(/\.[a-z0-9]+(\?.*)?$/i, '.jpg');
  }
  return videoUrl.replace(/\.[a-z0-9]+(\?.*)?$/i, '.jpg');
}

export function ArticleVideo({ src, poster, title }: { src: string; poster?: string | null; title: string }) {
  const thumb = poster ?? videoThumbnailUrl(src);
  // A poster stored at upload is drawn from the server's HTML on (a reader who never touches the
  // page, so never loads the app, sees it); a guessed thumbnail is shown once it is known to load.
  const [thumbOk, setThumbOk] = useState<boolean | null>(poster ? true : null);
  const [playing, setPlaying] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    const img = new Image();
    img.onload = () => setThumbOk(true);
    img.onerror = () => setThumbOk(false);
    img.src = thumb;
  }, [thumb]);

  if (thumbOk === false && !playing) {
    return (
      <Box
        component="button"
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={t('article.playVideo', { title })}
        data-testid="video-placeholder"
        sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 2, bgcolor: 'grey.900', color: 'grey.100', display: 'grid', placeItems: 'center', cursor: 'pointer' }}
      >
        <PlayCircleIcon sx={{ fontSize: 72 }} />
      </Box>
    );
  }
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      autoPlay={playing}
      poster={thumbOk ? thumb : undefined}
      src={src}
      aria-label={t('article.video', { title })}
      sx={{ width: '100%', borderRadius: 2, bgcolor: 'grey.900', aspectRatio: '16 / 9' }}
    />
  );
}
