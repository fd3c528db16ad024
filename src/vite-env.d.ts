/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOYUAN_API_HOST?: string;
  readonly VITE_MOYUAN_NAMESPACE?: string;
}

interface ImportMetaEnv {
  readonly VITE_MOYUAN_COMPANY?: string;
  readonly VITE_MOYUAN_ICP?: string;
}
