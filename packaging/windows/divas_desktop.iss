; Inno Setup 6 script: the Windows installer of Divas Desktop (per-user, no admin rights).
;
; Built by packaging/windows/build_windows.ps1, which passes:
;   /DAppVersion=0.1.0                        from pyproject.toml (shown to players; may be 0.2.0rc1)
;   /DNumericVersion=0.1.0.9000               four numbers for Windows (buildtools.py windows-version:
;                                             0.2.0rc1 -> 0.2.0.3001, below 0.2.0 -> 0.2.0.9000)
;   /DSourceDir=...\packaging\build\dist\divas-desktop   the PyInstaller one-folder bundle
;   /DIconFile=...\app.ico                    rendered by the spec from the app's SVG icon
;   /DOutputDir=...\packaging\build
; Output: divas-desktop-<version>-windows-x64-setup.exe
;
; Silent install (CI smoke test): setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER /DIR=...

#ifndef AppVersion
  #error Pass /DAppVersion=X.Y.Z (packaging/windows/build_windows.ps1 does)
#endif
#ifndef NumericVersion
  #error Pass /DNumericVersion=W.X.Y.Z (packaging/windows/build_windows.ps1 does; AppVersion may be a pre-release)
#endif
#ifndef SourceDir
  #define SourceDir "..\build\dist\divas-desktop"
#endif
#ifndef IconFile
  #define IconFile "..\build\work\divas_desktop\icons\app.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\build"
#endif

#define AppName "Divas Desktop"
#define AppExeName "DivasDesktop.exe"
#define AppPublisher "Divas Desktop"
#define AssocExt ".divas"
#define AssocProgId "DivasDesktop.SavedGame"
#define AssocName "Divas Desktop saved game"

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{6E0B8F2A-4C1D-4F7E-9A3B-D1A5C0E7B942}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
; VersionInfoVersion takes numbers only; the text version goes to the version resource's strings.
VersionInfoVersion={#NumericVersion}
VersionInfoTextVersion={#AppVersion}
VersionInfoProductTextVersion={#AppVersion}
; Per-user: no UAC prompt, installs under %LOCALAPPDATA%\Programs, registry under HKCU
; ({autopf} and HKA follow the install mode). An administrator may still choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
ChangesAssociations=yes
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename=divas-desktop-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: no stale DLL or plugin of an older Qt survives.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Registry]
; .divas -> DivasDesktop.SavedGame, opened by the app with the file as its argument. The
; extension's default value makes a double-click open it (OpenWithProgids only lists the app).
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: ""; ValueData: "{#AssocProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}\OpenWithProgids"; ValueType: string; ValueName: "{#AssocProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-divas-save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AssocName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#AssocProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"
Root: HKA; Subkey: "Software\Classes\{#AssocProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: "{#AssocExt}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
