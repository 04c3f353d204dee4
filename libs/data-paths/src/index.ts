export { paths, pathSegments, isDocumentPath, isCollectionPath, safeFileName, PRODUCT_KINDS, type ProductKind } from './paths';
