import type { UploadKind } from '@shared/upload-limits';
import { UploadField } from '@app/platform/uploads';

interface MediaUploadProps {
  kind: UploadKind;
  label: string;
  /** Attaches the new asset to its slot; resolves once the item is saved. */
  onUploaded: (assetId: number) => Promise<void>;
}

/** One slot's file picker: MEDIA's resumable upload field, limited to the slot's kind of file. */
export function MediaUpload({ kind, label, onUploaded }: MediaUploadProps) {
  return (
    <UploadField label={label} purpose="content" kinds={[kind]} onUploaded={(asset) => void onUploaded(asset.id)} />
  );
}
