# Build the Windows bundle and its Inno Setup installer.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1 [-Python path\to\python.exe]
#
# Needs Inno Setup 6 (ISCC.exe on PATH or in its default folder; `choco install innosetup`).
# Output in $env:DIVAS_BUILD_DIR (default packaging\build):
#   dist\divas-desktop\                         the one-folder bundle (DivasDesktop.exe)
#   divas-desktop-<version>-windows-x64-setup.exe
param([string]$Python = "")
$ErrorActionPreference = "Stop"

function Invoke-Native {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe exited with $LASTEXITCODE" }
}

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
$Build = if ($env:DIVAS_BUILD_DIR) { $env:DIVAS_BUILD_DIR } else { Join-Path $Root "packaging\build" }
if (-not $Python) {
    $venv = Join-Path $Root ".venv\Scripts\python.exe"
    $Python = if (Test-Path $venv) { $venv } else { "python" }
}
$started = Get-Date

& $Python -c "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('PyInstaller') else 1)"
if ($LASTEXITCODE -ne 0) { Invoke-Native $Python @("-m", "pip", "install", "--quiet", "pyinstaller>=6.10,<7") }

$Version = (& $Python (Join-Path $Root "packaging\buildtools.py") version).Trim()
# Windows' four numbers (0.2.0rc1 -> 0.2.0.3001): Inno Setup's VersionInfoVersion takes no letters.
$NumericVersion = (& $Python (Join-Path $Root "packaging\buildtools.py") windows-version $Version)
if ($LASTEXITCODE -ne 0) { throw "no Windows version for $Version" }
$NumericVersion = $NumericVersion.Trim()
Write-Host "== Divas Desktop ${Version}: pyinstaller"
Invoke-Native $Python @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", (Join-Path $Build "dist"), "--workpath", (Join-Path $Build "work"),
    (Join-Path $Root "packaging\divas_desktop.spec"))
$Bundle = Join-Path $Build "dist\divas-desktop"
if (-not (Test-Path (Join-Path $Bundle "DivasDesktop.exe"))) { throw "no DivasDesktop.exe in $Bundle" }
if (Test-Path (Join-Path $Bundle "_internal\PySide6\opengl32sw.dll")) { throw "opengl32sw.dll was not dropped" }

$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    foreach ($dir in @("${env:ProgramFiles(x86)}\Inno Setup 6", "$env:ProgramFiles\Inno Setup 6", "$env:LOCALAPPDATA\Programs\Inno Setup 6")) {
        if (Test-Path "$dir\ISCC.exe") { $Iscc = "$dir\ISCC.exe"; break }
    }
}
if (-not $Iscc) { throw "Inno Setup 6 (ISCC.exe) not found: choco install innosetup" }

Write-Host "== installer"
Invoke-Native $Iscc @("/Q", "/DAppVersion=$Version", "/DNumericVersion=$NumericVersion", "/DSourceDir=$Bundle",
    "/DIconFile=$(Join-Path $Build 'work\divas_desktop\icons\app.ico')", "/DOutputDir=$Build",
    (Join-Path $PSScriptRoot "divas_desktop.iss"))
$Setup = Join-Path $Build "divas-desktop-$Version-windows-x64-setup.exe"
if (-not (Test-Path $Setup)) { throw "no $Setup" }

$bundleMiB = [math]::Round(((Get-ChildItem $Bundle -Recurse -File | Measure-Object Length -Sum).Sum) / 1MB, 1)
$setupMiB = [math]::Round((Get-Item $Setup).Length / 1MB, 1)
Write-Host "bundle $bundleMiB MiB, installer $setupMiB MiB: $Setup ($([int]((Get-Date) - $started).TotalSeconds)s)"
