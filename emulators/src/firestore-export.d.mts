export interface EmulatorAddress {
  host: string;
  port: number;
}
export declare const EXPORT_DIR: string;
export declare function exportDurably(emulator: EmulatorAddress, projectId: string, dataDir: string): Promise<void>;
export declare function latestExport(dataDir: string): string | undefined;
export declare function removeUnfinishedExports(dataDir: string): void;
export declare function importExport(emulator: EmulatorAddress, projectId: string, metadataFile: string): Promise<void>;
export declare function clearProject(emulator: EmulatorAddress, projectId: string): Promise<void>;
