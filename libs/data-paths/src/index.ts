export { paths, isOwnFilePath, ownFileFolders, pathSegments, isDocumentPath, isCollectionPath, safeFileName, PRODUCT_KINDS, type ProductKind } from './paths';
export { filesKeyOf } from './files-key';
