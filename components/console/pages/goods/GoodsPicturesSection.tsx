'use client';
/** 编辑商品 · 商品图片: 1–10 pictures uploaded for the goods, the first the cover, moved left and right. */
import FormHelperText from '@mui/material/FormHelperText';
import { GOODS_LIMITS } from '@/contract/goodsConsole';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import { consoleFileApi } from '@/lib/api/browser/console/files';
import { FormSection } from '../../form/FormSection';
import { storedPicture } from '../../form/pictures';

type GoodsPicturesSectionProps = {
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
  disabled?: boolean;
};

export function GoodsPicturesSection({ images, onChange, error, disabled = false }: GoodsPicturesSectionProps) {
  return (
    <FormSection title="商品图片" hint={`第一张为封面，可用箭头调整顺序；1–${GOODS_LIMITS.imagesMax} 张，建议 800×800 像素以上的白底图。`}>
      <PhotoUploader
        label="商品图片"
        max={GOODS_LIMITS.imagesMax}
        value={images.map(storedPicture)}
        // The public address is what the goods store (`/files/<key>`); the server claims the key in it.
        onChange={(files) => onChange(files.map((file) => file.url))}
        upload={(file) => consoleFileApi.upload(file, 'goods')}
        sortable
        firstLabel="封面"
        disabled={disabled}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </FormSection>
  );
}
