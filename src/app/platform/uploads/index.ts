/** Uploads for every area (contract 2): the field, the hook behind it, and the transport they use. */
export { UploadField, type UploadFieldProps } from './upload-field';
export { checkFile, useUpload, type UploadProblem, type UploadState, type UseUploadOptions } from './use-upload';
export { apiUploadTransport, PartFailed, type UploadTransport } from './upload-transport';
export { uploadFile, UploadInterrupted, type UploadProgress } from './upload-file';
