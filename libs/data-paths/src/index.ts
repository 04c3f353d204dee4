export { paths, pathSegments, isDocumentPath, isCollectionPath, safeFileName, type ProductKind } from './paths';
