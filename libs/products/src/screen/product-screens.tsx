import { ProductsScreen } from './ProductsScreen';

export const CardsScreen = () => <ProductsScreen kind="cards" />;
export const LoansScreen = () => <ProductsScreen kind="loans" />;
export const DepositsScreen = () => <ProductsScreen kind="deposits" />;
