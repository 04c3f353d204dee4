// Screens are exported as lazy loaders so that each route downloads only its own screen.
export {};
